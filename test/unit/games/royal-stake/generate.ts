// Builds random VALID standard / two-player games from a seed, for the property tests.
// Everything it produces must be accepted by the scorer, so it doubles as a check of validation.
import { RULER_COLOURS, UNKNOWN_BET_BACKS, characterCopies, deckRanks, type CharacterId } from '../../../../src/games/royal-stake/data';

/** A small seeded PRNG (mulberry32) so a failing seed replays exactly. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
function shuffle<T>(r: () => number, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** Splits `total` into `parts` random non-negative integers. */
function split(r: () => number, total: number, parts: number): number[] {
  const out = new Array<number>(parts).fill(0);
  for (let i = 0; i < total; i++) out[Math.floor(r() * parts)]!++;
  return out;
}

type Entry = Record<string, unknown>;

/** Deals each player's won cards from a shuffled deck, tricks x players cards each. */
function wonPiles(r: () => number, n: number, tricks: number[]): Entry[] {
  const deck: string[] = [];
  for (const c of ['red', 'blue', 'green', 'black']) for (let i = 0; i < deckRanks(n).length; i++) deck.push(c);
  deck.push('rarity', 'rarity', 'whiteFlag', 'whiteFlag');
  shuffle(r, deck);
  let at = 0;
  return tricks.map((t) => {
    const won: Record<string, number> = {};
    for (let i = 0; i < t * n && at < deck.length; i++, at++) won[deck[at]!] = (won[deck[at]!] ?? 0) + 1;
    return won;
  });
}

/** Three characters per player within the copies, never re-taking last round's own cards. */
function squads(r: () => number, n: number, prev: CharacterId[][] | null): CharacterId[][] | null {
  const copies = characterCopies(n);
  const pool = shuffle(
    r,
    Object.entries(copies).flatMap(([c, k]) => new Array<CharacterId>(k).fill(c as CharacterId)),
  );
  const out: CharacterId[][] = [];
  for (let p = 0; p < n; p++) {
    const mine: CharacterId[] = [];
    for (let i = 0; i < pool.length && mine.length < 3; i++) {
      const c = pool[i]!;
      const before = prev?.[p]?.filter((x) => x === c).length ?? 0;
      if (mine.filter((x) => x === c).length + 1 > copies[c] - before) continue;
      mine.push(c);
      pool.splice(i--, 1);
    }
    if (mine.length < 3) return null;
    out.push(mine);
  }
  return out;
}

/** A random valid game with 3-5 players (or 2 with `twoPlayers`), or null when the draw got stuck. */
export function randomGame(seed: number, n: number, roundCount: number, twoPlayers = false): Entry | null {
  const r = rng(seed);
  const ids = ['A', 'B', 'C', 'D', 'E'].slice(0, n);
  const rulers = shuffle(r, [...RULER_COLOURS]).slice(0, n);
  const unchosen = RULER_COLOURS.filter((c) => !rulers.includes(c));
  const kingRound = ids.map(() => Math.floor(r() * 4)); // round index the king is used in (3 = never)
  const T = twoPlayers ? 9 : 5;
  const deal = twoPlayers || (n === 4 && r() < 0.5);
  const rounds: Entry[] = [];
  let prev: CharacterId[][] | null = null;
  let redUsed = false;
  for (let k = 0; k < roundCount; k++) {
    const sq = squads(r, n, twoPlayers ? null : prev);
    if (!sq) return null;
    prev = sq;
    const tricks = split(r, T, n);
    const won = wonPiles(r, n, tricks);
    const players: Record<string, Entry> = {};
    const cheer = sq.findIndex((s) => s.includes('cheerleader'));
    const cheerUp = cheer >= 0 && r() < 0.5;
    ids.forEach((id, p) => {
      const chars = [...sq[p]!];
      let bets: string[] = [];
      if (!(cheerUp && p === cheer)) {
        const withJack = (k === 2 || twoPlayers) && r() < 0.3;
        const two = k === 2 && !twoPlayers && r() < 0.5;
        const pool = shuffle(r, [...chars.map(String), ...(withJack ? ['jack'] : [])]);
        bets = pool.slice(0, two ? 2 : 1);
        if (p === cheer && !bets.includes('cheerleader')) bets[0] = 'cheerleader';
      }
      const faceUp: string[] = [...chars];
      for (const b of bets) if (b !== 'jack') faceUp.splice(faceUp.indexOf(b), 1);
      const red = rulers[p] === 'red';
      const useRed = red && !redUsed && r() < 0.5;
      const e: Entry = { faceUp, bets, tricks: tricks[p], won: won[p], kingUsed: kingRound[p]! <= k, redQueen: useRed };
      if (useRed) redUsed = true; // never recharged here, so it stays face down
      if (twoPlayers && !bets.includes('jack')) e.jackShift = r() < 0.5;
      if (deal && (twoPlayers || k > 0)) e.dealPenaltyCards = Math.floor(r() * (tricks[p]! + 1));
      players[id] = e;
    });
    if (cheer >= 0) {
      const others = ids.filter((_, p) => p !== cheer);
      const target = pick(r, others);
      if (cheerUp) players[ids[cheer]!]!.partner = target;
      else players[ids[cheer]!]!.copy = { player: target, card: (players[target]!.bets as string[])[0] };
    }
    const round: Entry = { players };
    if (deal && (twoPlayers || k > 0)) round.jesterDealKing = twoPlayers ? unchosen[k] : unchosen[0];
    rounds.push(round);
  }
  const bets = Object.fromEntries(UNKNOWN_BET_BACKS.map((c) => [c, [{ wins: Math.floor(r() * 4), vp: 10 * Math.floor(r() * 9) }]]));
  const numbers = Object.fromEntries(RULER_COLOURS.map((c, i) => [c, i + 1]));
  const backs = Object.fromEntries(RULER_COLOURS.map((c, i) => [c, i + 6]));
  return {
    mode: twoPlayers ? 'two-players' : 'standard',
    players: ids.map((id, p) => ({ id, rulers: rulers[p] })),
    options: { jesterDeal: deal && !twoPlayers, cheerleaderAdvanced: r() < 0.5 },
    printed: { bets, kingNumbers: numbers, kingBackNumbers: backs },
    rounds,
  };
}
