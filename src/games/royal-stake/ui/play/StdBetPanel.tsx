/**
 * Hidden bets (rulebook «Ставка»): the seat to bet picks one of its characters (round 3: one or
 * two, the jack allowed) and lays them face down; with the cheerleader it may instead keep her
 * face up and bet nothing. Only the engine's legal bets can be confirmed. Two copies of one
 * character are one choice (either copy is the same bet), plus "both" in round 3. The others see
 * only who has bet and how many cards lie face down.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { characterOf, type BetPick } from '../../engine/modes/standard/types';
import { GAME } from './names';
import { movesOf } from './stdWords';
import type { PhaseProps } from './phaseProps';

/** One bet choice on screen: a character (either copy: the same bet), both copies, or the jack. */
interface Choice {
  id: string;
  /** Characters laid (the jack as 'jack'), so two copies of one character give one choice. */
  kinds: string[];
}

const kindOf = (c: BetPick) => (c === 'jack' ? 'jack' : characterOf(c));
/** A bet by what it lays, not by which copy: "hermit-1" and "hermit-2" alone are the same bet. */
const key = (kinds: readonly string[]) => [...kinds].sort().join('|');

/** One choice per distinct bet: each character once, both copies of one character as their own choice (round 3). */
function choicesOf(cards: readonly BetPick[], round3: boolean): Choice[] {
  const kinds = cards.map(kindOf);
  const out: Choice[] = [];
  for (const k of new Set(kinds)) {
    out.push({ id: k, kinds: [k] });
    if (round3 && kinds.filter((x) => x === k).length > 1) out.push({ id: `${k}-x2`, kinds: [k, k] });
  }
  return out;
}

/** Who has bet (counts only); for the seat to bet, its picks and the confirm. */
export function StdBetPanel({ view, players, legal, busy, onPlay }: PhaseProps) {
  const { t } = useT(GAME);
  const [picked, setPicked] = useState<string[]>([]);
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
  // What the listed bets allow: the game for two lays one card every round, the jack from round 1.
  const withJack = bets.some((m) => m.cards.includes('jack'));
  const multi = bets.some((m) => m.cards.length > 1);
  const two = view.config.players === 2;
  const choices = choicesOf([...std.seats[view.seat]!.chars, ...(withJack ? (['jack'] as const) : [])], multi);
  const chosen = choices.filter((c) => picked.includes(c.id));
  const byKey = new Map<string, (typeof bets)[number]>();
  for (const m of bets) if (!byKey.has(key(m.cards.map(kindOf)))) byKey.set(key(m.cards.map(kindOf)), m);
  const laid = chosen.flatMap((c) => c.kinds);
  const move = laid.length > 0 ? (byKey.get(key(laid)) ?? null) : null;
  const cheerUp = byKey.get('');
  const hasCheer = choices.some((c) => c.id === 'cheerleader');
  // Round 3 lays at most two cards: a new choice pushes out the oldest ones until it fits.
  const toggle = (c: Choice) => {
    if (picked.includes(c.id)) return setPicked(picked.filter((x) => x !== c.id));
    const next = [...chosen.filter((x) => x.kinds[0] !== c.kinds[0]), c];
    while (next.flatMap((x) => x.kinds).length > (multi ? 2 : 1)) next.shift();
    setPicked(next.map((x) => x.id));
  };
  return (
    <>
      <p>{t(`${two ? 'stdTwo' : 'stdUi'}.bet.${round3 ? 'howLast' : 'how'}`)}</p>
      {hasCheer && <p class="small">{t('stdUi.bet.cheer')}</p>}
      <fieldset class="rs-std-bets" data-testid="bet-picks">
        <legend class="sr-only">{t('stdUi.bet.legend')}</legend>
        {choices.map((c) => (
          <label class="rs-opt" key={c.id}>
            <input type={multi ? 'checkbox' : 'radio'} name="rs-bet" checked={picked.includes(c.id)} data-testid={`bet-${c.id}`} onChange={() => toggle(c)} />
            {c.kinds.length > 1 ? t('stdUi.bet.both', { name: t(`characters.${c.kinds[0]}`) }) : t(`characters.${c.kinds[0]}`)}
          </label>
        ))}
      </fieldset>
      {laid.length > 0 && !move && (
        <p class="field-error" role="status" data-testid="bet-refusal">
          {t(hasCheer ? 'errors.ERR_CHEERLEADER_UP_NO_BET' : 'stdUi.bet.notLegal')}
        </p>
      )}
      <button type="button" class="primary" data-testid="bet-confirm" disabled={busy || !move} onClick={() => move && onPlay(move)}>
        {t('stdUi.bet.confirm', { count: Math.max(1, laid.length) })}
      </button>
      {cheerUp && (
        <button type="button" data-testid="bet-cheer-up" disabled={busy} onClick={() => onPlay(cheerUp)}>
          {t('stdUi.bet.cheerUp')}
        </button>
      )}
      <p class="small" data-testid="bet-final">
        {t('stdUi.bet.final')}
      </p>
      {done}
    </>
  );
}
