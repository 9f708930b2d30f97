import { useEffect, useState } from 'preact/hooks';
import { loadScorer } from '../../games/registry';
import type { CardValues, ScoreResult, Scorer } from '../../games/types';
import type { Failure } from '../../lib/result';
import { getCardValues } from '../../storage/cardValues';
import type { SessionRecord } from '../../storage/types';
import { useSession } from '../useSession';

/**
 * A scoring session of one game: the saved record, the game's pure scorer, the printed values
 * the user entered, and the result of scoring the saved input (or why it cannot be scored yet).
 * `edit` saves a new input together with its result summary for the history list.
 */
export function useScoreSession<Input>(game: string, sessionId: string) {
  const { session, update, saveState } = useSession(sessionId);
  const [scorer, setScorer] = useState<Scorer | null>(null);
  const [cardValues, setCardValues] = useState<CardValues>({});
  useEffect(() => {
    void loadScorer(game).then((s) => setScorer(s ?? null));
    void getCardValues(game).then(setCardValues, () => setCardValues({}));
  }, [game]);

  const scored = scorer && session ? scorer.score(session.data, cardValues) : null;
  const result: ScoreResult | null = scored?.ok ? scored.value : null;
  const failure: Failure | null = scored && !scored.ok ? scored : null;

  const edit = (change: (input: Input) => Input) =>
    update((s: SessionRecord) => {
      const data = change(s.data as Input);
      const r = scorer?.score(data, cardValues);
      return { ...s, data, result: r?.ok ? { totals: r.value.totals, ranking: r.value.ranking } : s.result };
    });
  const reloadCardValues = () => getCardValues(game).then(setCardValues);

  return { session, saveState, update, edit, result, failure, input: session?.data as Input | undefined, reloadCardValues, ready: !!scorer };
}
