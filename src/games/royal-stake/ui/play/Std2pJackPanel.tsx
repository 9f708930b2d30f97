/**
 * At the end of a round of the game for two (rulebook «Игра на двоих»: with the jack face up a
 * player may raise the bet numbers by 3 at scoring; issue 20): the seat whose shift changes its
 * points decides. The panel shows both outcomes as totals, so the choice is made with the facts
 * the table has (every bet lies open at scoring); before round 3 it recalls the catch-up kings a
 * big lead hands the other player. The other seat's choice is not shown until both have decided.
 */
import { useT } from '../../../../i18n/useT';
import { GAME } from './names';
import { movesOf } from './stdWords';
import { TWO_PLAYER_FACTS } from './stdTwo';
import type { PhaseProps } from './phaseProps';
import './std-two.css';

/** Who decides on the jack; for that seat, the two answers with their totals. */
export function Std2pJackPanel({ view, players, legal, busy, onPlay }: PhaseProps) {
  const { t } = useT(GAME);
  const ask = view.std?.jack;
  const seat = ask?.order[0];
  if (!ask || seat === undefined) return null;
  const answers = movesOf(legal, 'jackShift');
  const f = TWO_PLAYER_FACTS;
  if (answers.length === 0 || seat !== view.seat) {
    return (
      <p class="rs-two-jack" data-testid="jack-other">
        {t('stdTwo.jack.other', { name: players[seat]?.name ?? '?' })}
      </p>
    );
  }
  const total = (shift: boolean) => (shift ? ask.moved : ask.plain)[seat] ?? 0;
  return (
    <div class="rs-two-jack" data-testid="jack-choice">
      <p>{t('stdTwo.jack.you', { shift: f.jackShift })}</p>
      {answers.map((m) => (
        <button
          key={String(m.shift)}
          type="button"
          class="rs-choice"
          disabled={busy}
          data-testid={m.shift ? 'jack-shift' : 'jack-keep'}
          onClick={() => onPlay(m)}
        >
          {t(m.shift ? 'stdTwo.jack.shift' : 'stdTwo.jack.keep', { shift: f.jackShift, total: total(m.shift) })}
        </button>
      ))}
      {view.round === 2 && <p class="small">{t('stdTwo.jack.catchUp', { step: f.catchUpStep })}</p>}
      <p class="small">{t('stdTwo.jack.hidden')}</p>
    </div>
  );
}
