import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { loadScorer } from '../../games/registry';
import type { CardValues, ScoreResult, Scorer } from '../../games/types';
import type { Failure } from '../../lib/result';
import { getCardValues } from '../../storage/cardValues';
import type { SessionRecord } from '../../storage/types';
import { fitsRoute } from '../SessionGuard';
import { useSession } from '../useSession';
import { takeFieldNote } from './editNote';
import { describeChange, pushUndo, topUndo, type UndoLabel } from './undoStack';

/** What the score footer needs to offer "Undo last change" (null label: nothing to undo). */
export interface UndoControl {
  label: UndoLabel | null;
  run: () => Promise<boolean>;
}

/** The record's result and the game's facts after scoring `r`; kept as they were while the input cannot be scored. */
const scoredFields = (r: ReturnType<Scorer['score']> | undefined, s: SessionRecord): Pick<SessionRecord, 'result' | 'facts'> =>
  r?.ok ? { result: { totals: r.value.totals, ranking: r.value.ranking }, facts: r.value.facts } : { result: s.result, facts: s.facts };

/**
 * A scoring session of one game (or the pad): the saved record, the game's pure scorer, the one
 * source of the printed values the user entered, and the result of scoring the saved input
 * (memoised, or why it cannot be scored yet). `edit` saves a new input with its result summary
 * and an undo entry naming the change; while the session is finished it refuses (a finished
 * game is read-only until reopened), and so does `undo`.
 */
export function useScoreSession<Input>(game: string, sessionId: string) {
  // The route is checked by SessionGuard before the sheet mounts; this keeps a sheet from ever
  // writing another game's record even if one reaches it later (another tab, a restored backup).
  const { session, update, saveState } = useSession(sessionId, undefined, (s) => fitsRoute(s, { game, kind: 'score' }));
  const [scorer, setScorer] = useState<Scorer | null>(null);
  const [cardValues, setCardValues] = useState<CardValues | null>(null);
  useEffect(() => {
    void loadScorer(game).then((s) => setScorer(s ?? null));
    void getCardValues(game).then(setCardValues, () => setCardValues({}));
  }, [game]);

  const data = session?.data;
  const scored = useMemo(() => (scorer && session && cardValues ? scorer.score(data, cardValues) : null), [scorer, data, cardValues]);
  const result: ScoreResult | null = scored?.ok ? scored.value : null;
  const failure: Failure | null = scored && !scored.ok ? scored : null;
  const locked = !!session?.finished;
  // The typing burst of the last edit made here: the next keystroke in it joins that undo entry.
  const lastBurst = useRef<number | undefined>(undefined);

  /** Saves `change(input)`; `label` names it for undo (default: the field just changed, and whose it was). */
  const edit = (change: (input: Input) => Input, label?: UndoLabel): Promise<boolean> => {
    const note = takeFieldNote();
    if (!session || session.finished) return Promise.resolve(false);
    const joins = note?.burst !== undefined && note.burst === lastBurst.current;
    lastBurst.current = note?.burst;
    return update((s: SessionRecord) => {
      if (s.finished) return s;
      const next = change(s.data as Input);
      if (JSON.stringify(next) === JSON.stringify(s.data)) return s;
      const scored = scoredFields(scorer?.score(next, cardValues ?? {}), s);
      const top = topUndo(s.undo);
      if (joins && top) {
        // Back where the visit began (a refused value took the field back): nothing to undo.
        // The visit's next keystroke then starts a new entry instead of joining an older one.
        if (JSON.stringify(next) === JSON.stringify(top.data)) {
          lastBurst.current = undefined;
          return { ...s, data: next, ...scored, undo: s.undo!.slice(0, -1) };
        }
        // "1" then "15" in one visit: one entry, from the value before the first keystroke.
        const joined = { data: top.data, label: { ...top.label, to: note!.to === null ? '—' : String(note!.to) } };
        return { ...s, data: next, ...scored, undo: [...s.undo!.slice(0, -1), joined] };
      }
      const entry = { data: s.data, label: label ?? describeChange(s.data, next, s.players, note) };
      return { ...s, data: next, ...scored, undo: pushUndo(s.undo, entry) };
    });
  };
  const top = topUndo(session?.undo);
  const undo: UndoControl = {
    label: top && !locked ? top.label : null,
    run: () =>
      session && !session.finished
        ? update((s) => {
            const entry = topUndo(s.undo);
            if (s.finished || !entry) return s;
            return { ...s, data: entry.data, ...scoredFields(scorer?.score(entry.data, cardValues ?? {}), s), undo: s.undo!.slice(0, -1) };
          })
        : Promise.resolve(false),
  };
  const toggleFinished = () => update((s) => ({ ...s, finished: !s.finished }));
  const reloadCardValues = async (): Promise<CardValues> => {
    const values = await getCardValues(game).catch(() => ({}));
    setCardValues(values);
    return values;
  };

  return {
    session,
    saveState,
    update,
    edit,
    undo,
    locked,
    toggleFinished,
    result,
    failure,
    input: session?.data as Input | undefined,
    cardValues: cardValues ?? {},
    cardValuesReady: cardValues !== null,
    reloadCardValues,
    ready: !!scorer && cardValues !== null,
  };
}
