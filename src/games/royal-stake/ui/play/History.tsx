/**
 * The round's finished tricks, newest first: who took each one, every card with what lay on it,
 * and behind a tap the trick judge's explanation (the same Verdict the judge screen shows).
 */
import { useT } from '../../../../i18n/useT';
import type { Result } from '../../../../lib/result';
import type { SeatRecord } from '../../../../storage/types';
import { toTrickPlay } from '../../engine/trick/explain';
import type { DoneTrick } from '../../engine/types';
import type { TrickVerdict } from '../../referee';
import { Verdict } from '../judge/Verdict';
import { cardName } from './cards';
import { GAME } from './names';
import { PlayLine } from './PlayLine';
import type { Code } from '../../codes';

/** The judge's verdict on finished trick `index` of the round (the engine's `explainTrick`). */
export type ExplainTrick = (index: number) => Result<TrickVerdict, Code>;

interface HistoryProps {
  history: readonly DoneTrick[];
  players: readonly SeatRecord[];
  explain: ExplainTrick;
}

/** Finished tricks of this round with the judge's word on each. */
export function History({ history, players, explain }: HistoryProps) {
  const { t } = useT(GAME);
  const name = (seat: number) => players[seat]?.name ?? '?';
  return (
    <section aria-labelledby="rs-history-h" data-testid="history">
      <h2 id="rs-history-h">{t('playUi.history', { count: history.length })}</h2>
      {history.length === 0 && <p class="hint">{t('playUi.noTricksYet')}</p>}
      {history
        .map((trick, i) => ({ trick, n: i + 1 }))
        .reverse()
        .map(({ trick, n }) => {
          const winning = trick.plays.find((p) => p.seat === trick.winner);
          return (
            <details class="panel rs-done" key={n} data-testid={`done-trick-${n}`}>
              <summary>
                {t('playUi.doneTrick', { n, name: name(trick.winner), card: winning ? cardName(t, winning.card) : '' })}
                {trick.flagBonus > 0 && <span class="badge-small">{t('playUi.flagBonus', { vp: trick.flagBonus })}</span>}
              </summary>
              <ol class="rs-plays">
                {trick.plays.map((p) => (
                  <PlayLine key={`${p.seat}-${p.card}`} play={p} players={players} />
                ))}
              </ol>
              <Verdict
                plays={trick.plays.map(toTrickPlay)}
                order={trick.plays.map((p) => p.seat)}
                result={explain(n - 1)}
                complete
                names={players.map((p) => p.name)}
              />
            </details>
          );
        })}
    </section>
  );
}
