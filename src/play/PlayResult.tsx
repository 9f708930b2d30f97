import type { Outcome } from '../games/types';
import { useT } from '../i18n/useT';
import type { SeatRecord } from '../storage/types';
import { Breakdown } from '../ui/score/Breakdown';
import { ShareResult } from '../ui/score/ShareResult';

interface PlayResultProps {
  game: string;
  players: SeatRecord[];
  outcome: Outcome;
  finishedAt: number;
  onAgain: () => void;
}

/** The end of a game: who won, the same explained breakdown the scorer shows, share, again. */
export function PlayResult({ game, players, outcome, finishedAt, onAgain }: PlayResultProps) {
  const { t } = useT('play');
  const { result } = outcome;
  const winners = (result.ranking[0] ?? []).map((id) => players.find((p) => p.id === id)?.name ?? id);
  return (
    <section aria-labelledby="result-h" data-testid="result">
      <h2 id="result-h">{t('result.title')}</h2>
      <p class="leader" data-testid="winners">{t('result.winners', { count: winners.length, names: winners.join(', ') })}</p>
      <Breakdown game={game} seats={players} result={result} />
      <ShareResult game={game} seats={players} result={result} at={finishedAt} />
      <nav class="actions" aria-label={t('result.next')}>
        <button type="button" class="primary" onClick={onAgain} data-testid="again">{t('result.again')}</button>
        <a class="button" href={`#/game/${game}`}>{t('result.gameHome')}</a>
      </nav>
    </section>
  );
}
