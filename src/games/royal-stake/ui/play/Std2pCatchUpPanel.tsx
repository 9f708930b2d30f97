/**
 * Before round 3 of the game for two (rulebook «Игра на двоих», «Третий раунд» 4): the player 100
 * to 199 VP behind takes one of the kings of the round 1 and 2 deals. The panel says who trails,
 * by how much and why that gives one king; the trailing player gets one button per king. (200 VP
 * or more behind gives both without a choice: the kings line says so.)
 */
import { useT } from '../../../../i18n/useT';
import { colourText } from '../judge/labels';
import { GAME } from './names';
import { movesOf } from './stdWords';
import { TWO_PLAYER_FACTS, trailAfterRound2 } from './stdTwo';
import './std-two.css';
import type { PhaseProps } from './phaseProps';

/** Who picks a catch-up king and why; the picks for that player. */
export function Std2pCatchUpPanel({ view, players, legal, busy, onPlay }: PhaseProps) {
  const { t } = useT(GAME);
  const choice = view.std?.catchUp;
  if (!choice) return null;
  const picks = movesOf(legal, 'catchUp');
  const trail = trailAfterRound2(view);
  const gap = trail?.gap ?? 0;
  const step = TWO_PLAYER_FACTS.catchUpStep;
  const dealRound = (c: string) => (view.std?.kingDeck ?? []).indexOf(c as never) + 1;
  const name = players[choice.seat]?.name ?? '?';
  return (
    <div class="rs-two-catch" data-testid="catch-up">
      <p data-testid="catch-up-why">
        {picks.length > 0 ? t('stdTwo.catchUp.you', { count: gap, step, both: step * 2 }) : t('stdTwo.catchUp.other', { name, count: gap, step })}
      </p>
      {picks.map((m) => (
        <button key={m.colour} type="button" class={`rs-choice rs-${m.colour}`} disabled={busy} data-testid={`catch-up-${m.colour}`} onClick={() => onPlay(m)}>
          {t('stdTwo.catchUp.take', { colour: colourText(t, m.colour), round: dealRound(m.colour) })}
        </button>
      ))}
      {picks.length > 0 && <p class="small">{t('stdTwo.catchUp.how')}</p>}
    </div>
  );
}
