/**
 * Hidden bets (rulebook «Ставка»): the seat to bet picks one of its characters (round 3: one or
 * two, the jack allowed) and lays them face down; with the cheerleader it may instead keep her
 * face up and bet nothing. Only the engine's legal bets can be confirmed. The others see only
 * who has bet and how many cards lie face down.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { characterOf, type BetPick } from '../../engine/modes/standard/types';
import type { RsMove, RsView } from '../../engine/types';
import { GAME } from './names';
import { betName, movesOf } from './stdWords';

interface Props {
  view: RsView;
  players: readonly SeatRecord[];
  legal: readonly RsMove[];
  busy: boolean;
  onPlay: (move: RsMove) => void;
}

const key = (cards: readonly BetPick[]) => [...cards].sort().join('|');

/** Who has bet (counts only); for the seat to bet, its picks and the confirm. */
export function StdBetPanel({ view, players, legal, busy, onPlay }: Props) {
  const { t } = useT(GAME);
  const [picked, setPicked] = useState<BetPick[]>([]);
  const bets = movesOf(legal, 'bet');
  const std = view.std!;
  const name = (seat: number) => players[seat]?.name ?? '?';
  const done = (
    <ul class="player-list small" data-testid="bet-queue">
      {std.seats.map((s, i) => (
        <li key={i}>{s.bets === null ? t('stdUi.bet.waiting', { name: name(i) }) : t('stdUi.bet.done', { name: name(i) })}</li>
      ))}
    </ul>
  );
  if (bets.length === 0) return done;
  const round3 = view.round === 3;
  const choices: BetPick[] = [...std.seats[view.seat]!.chars, ...(round3 ? (['jack'] as const) : [])];
  const byKey = new Map(bets.map((m) => [key(m.cards), m]));
  const move = picked.length > 0 ? (byKey.get(key(picked)) ?? null) : null;
  const cheerUp = byKey.get('');
  const hasCheer = choices.some((c) => c !== 'jack' && characterOf(c) === 'cheerleader');
  const toggle = (c: BetPick) => setPicked(picked.includes(c) ? picked.filter((x) => x !== c) : [...picked, c].slice(round3 ? -2 : -1));
  return (
    <>
      <p>{t(round3 ? 'stdUi.bet.howLast' : 'stdUi.bet.how')}</p>
      {hasCheer && <p class="small">{t('stdUi.bet.cheer')}</p>}
      <fieldset class="rs-std-bets" data-testid="bet-picks">
        <legend class="sr-only">{t('stdUi.bet.legend')}</legend>
        {choices.map((c) => (
          <label class="rs-opt" key={c}>
            <input type={round3 ? 'checkbox' : 'radio'} name="rs-bet" checked={picked.includes(c)} data-testid={`bet-${c}`} onChange={() => toggle(c)} />
            {betName(t, c)}
          </label>
        ))}
      </fieldset>
      {picked.length > 0 && !move && (
        <p class="field-error" role="status" data-testid="bet-refusal">
          {t(hasCheer ? 'errors.ERR_CHEERLEADER_UP_NO_BET' : 'stdUi.bet.notLegal')}
        </p>
      )}
      <button type="button" class="primary" data-testid="bet-confirm" disabled={busy || !move} onClick={() => move && onPlay(move)}>
        {t('stdUi.bet.confirm', { count: Math.max(1, picked.length) })}
      </button>
      {cheerUp && (
        <button type="button" data-testid="bet-cheer-up" disabled={busy} onClick={() => onPlay(cheerUp)}>
          {t('stdUi.bet.cheerUp')}
        </button>
      )}
      {done}
    </>
  );
}
