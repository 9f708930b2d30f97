/**
 * What the hard bot infers about other seats' hands and bets in the standard game, from its view
 * alone (rulebook «Ставка»: bets lie face down and are laid together). A seat bets what its hand
 * makes worth betting, so the bet and the hand go together:
 * - while bets are still being laid, another seat's bet shows only as "has bet" (neither how many
 *   cards nor whether a cheerleader lies face up is used): each sampled world draws that seat's
 *   bet, count included, from what its sampled hand makes likely (`drawBet`);
 * - once every bet is laid and named (#ruling-std-bets-open), a sampled deal is weighed by how
 *   likely each seat was to lay the bet it did with the hand the deal gives it (`inferredSampler`),
 *   so a seat that bet on three wins is seldom dealt flags and ones.
 * The likelihood is a softmax of the quick bet sense (stdBets.ts) over the seat's legal bets.
 */
import { betMoves } from '../engine/modes/standard/bets';
import type { BetPick } from '../engine/modes/standard/types';
import { betsAllLaid } from '../engine/modes/standard/view';
import type { CardId, RsState, RsView } from '../engine/types';
import { quickBetWorth } from './stdBets';
import type { StdTable } from './stdWins';
import { randomFloat } from './table';

/** VP by which one bet must beat another to be e (2.7) times likelier (how sure seats are of their bets). */
export const BET_TEMPERATURE = 8;
/** Deals drawn for each world handed to the search, one kept by weight (importance resampling). */
export const DRAWS_PER_WORLD = 8;

/** The bets a seat with its squad may lay this round (the engine's own list, order as listed). */
export function betOptions(t: StdTable, seat: number): BetPick[][] {
  const std = t.std;
  if (!std) return [];
  const ask = { config: t.config, round: t.round, std: { ...std, betOrder: [seat] } } as unknown as RsState;
  return betMoves(ask).flatMap((m) => (m.t === 'bet' ? [m.cards] : []));
}

/** Chance of each of `options` for a seat holding `hand` (softmax of their quick worth). */
export function betChances(t: StdTable, seat: number, hand: readonly CardId[], options: readonly BetPick[][]): number[] {
  const worth = options.map((cards) => quickBetWorth(t, seat, hand, { t: 'bet', cards }));
  const top = Math.max(...worth);
  const raw = worth.map((w) => Math.exp((w - top) / BET_TEMPERATURE));
  const sum = raw.reduce((a, b) => a + b, 0) || 1;
  return raw.map((r) => r / sum);
}

/** A bet drawn for a seat holding `hand`, as likely as its worth to that hand makes it. */
export function drawBet(t: StdTable, seat: number, hand: readonly CardId[], rng: number[]): BetPick[] {
  const options = betOptions(t, seat);
  if (options.length === 0) return [];
  const p = betChances(t, seat, hand, options);
  let x = randomFloat(rng);
  for (let i = 0; i < options.length; i++) if ((x -= p[i]!) < 0) return options[i]!.slice();
  return options[options.length - 1]!.slice();
}

const key = (cards: readonly string[]): string => cards.slice().sort().join('+');

/** The cards a seat held when it bet: its hand now and what it has played since (draws and discards aside). */
export function handAtBet(t: Pick<RsView, 'history' | 'trick'>, seat: number, hand: readonly CardId[]): CardId[] {
  const out = hand.slice();
  for (const trick of t.history) for (const p of trick.plays) if (p.seat === seat) out.push(p.card);
  for (const p of t.trick?.plays ?? []) if (p.seat === seat) out.push(p.card);
  return out;
}

/** Log-likelihood that every other seat laid the bet it did, were the world's hands theirs. */
export function betLogLikelihood(view: RsView, world: RsState): number {
  const std = view.std;
  if (!std) return 0;
  let sum = 0;
  std.seats.forEach((s, i) => {
    if (i === view.seat || !s.bets) return;
    const options = betOptions(view as StdTable, i);
    if (options.length < 2) return;
    const at = options.findIndex((o) => key(o) === key(s.bets!));
    if (at < 0) return;
    const p = betChances(view as StdTable, i, handAtBet(view, i, world.seats[i]!.hand), options)[at]!;
    sum += Math.log(Math.max(1e-6, p));
  });
  return sum;
}

/** True when the view names every seat's bet: from then on a deal is weighed by the bets. */
const betsNamed = (view: RsView): boolean => !!view.std && betsAllLaid(view.std) && view.phase !== 'bet';

/**
 * A sampler that, once the bets are named, draws `draws` deals from `base` and keeps one with
 * chance proportional to how well it explains the bets laid; before that, `base` as it is.
 */
export function inferredSampler(view: RsView, base: (rng: number[]) => RsState, draws = DRAWS_PER_WORLD): (rng: number[]) => RsState {
  if (!betsNamed(view) || draws <= 1) return base;
  return (rng) => {
    const worlds: RsState[] = [];
    const logs: number[] = [];
    for (let k = 0; k < draws; k++) {
      const w = base(rng);
      worlds.push(w);
      logs.push(betLogLikelihood(view, w));
    }
    const top = Math.max(...logs);
    const weights = logs.map((l) => Math.exp(l - top));
    let x = randomFloat(rng) * weights.reduce((a, b) => a + b, 0);
    for (let k = 0; k < draws; k++) if ((x -= weights[k]!) < 0) return worlds[k]!;
    return worlds[draws - 1]!;
  };
}
