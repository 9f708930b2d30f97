// @vitest-environment happy-dom
/**
 * Hidden hands with the real engine (rules page #mode-i-am-king; design: a seat sees only its
 * own hand): while the pass curtain is up no card of any hand is in the page, and while one seat
 * looks, no card of another seat's hand (or of anyone's face-down auction cards) is.
 */
import { describe, expect, it, vi } from 'vitest';
import { engine } from '../../../../../../src/games/royal-stake/engine';
import type { RsConfig, RsState } from '../../../../../../src/games/royal-stake/engine/types';
import { byTestId, click, handCards } from './fixtures';
import { withTestRoot } from './root';
import { H, mountRs, movesUntil, replay, savedMoves } from './table';

const config: RsConfig = { mode: 'i-am-king', players: 3 };
let root: HTMLElement;
withTestRoot((r) => (root = r), '<main><div id="r"></div></main>');

/** Every card id a seat holds face down (hand and auction pile, laid ones too). */
const secretsOf = (s: RsState, seat: number) => {
  const x = s.seats[seat]!;
  return [...x.hand, ...x.auction, ...x.laid, ...x.discarded];
};
/** Ids of `cards` that appear anywhere in the page: as data-card or as a quoted id in the markup. */
const inPage = (cards: readonly string[]) => cards.filter((c) => root.querySelector(`[data-card="${c}"]`) !== null || root.innerHTML.includes(`"${c}"`));

async function currentState(sessionId: string, seed: string) {
  return replay(config, seed, await savedMoves(sessionId));
}

describe('hidden hands behind the pass curtain', () => {
  it("auction: curtain shows no card; the seat looking sees exactly its own hand, nobody else's", async () => {
    const { session, seed } = await mountRs(root, [H, H, H], { config });
    await vi.waitFor(() => expect(byTestId(root, 'curtain')).not.toBeNull());
    let s = await currentState(session.id, seed);
    const all = [0, 1, 2].flatMap((seat) => secretsOf(s, seat));
    expect(all.length).toBeGreaterThan(30);
    expect(inPage(all)).toEqual([]);
    expect(root.querySelector('[data-card]')).toBeNull();

    const seat = engine.toMove(s)!;
    await click(byTestId(root, 'reveal'));
    await vi.waitFor(() => expect(byTestId(root, 'hand')).not.toBeNull());
    expect(root.querySelector('[data-phase]')!.getAttribute('data-phase')).toBe('auction');
    expect(handCards(root).sort()).toEqual([...s.seats[seat]!.hand].sort());
    const others = [0, 1, 2].filter((x) => x !== seat).flatMap((x) => secretsOf(s, x));
    expect(inPage(others)).toEqual([]);
    expect(inPage(s.seats[seat]!.auction)).toEqual([]); // own auction cards are face down to their owner too

    // A bid or pass hands the phone on: the curtain again, and again no card in the page.
    await click(byTestId(root, 'pass') ?? byTestId(root, 'bid-1'));
    await vi.waitFor(() => expect(byTestId(root, 'curtain')).not.toBeNull());
    s = await currentState(session.id, seed);
    expect(inPage([0, 1, 2].flatMap((x) => secretsOf(s, x)))).toEqual([]);
  });

  it('tricks: the seat to play sees its hand and the public trick; after its play the curtain hides everything', async () => {
    const seed = 'rs-hidden-trick';
    const moves = movesUntil(config, seed, (s) => s.phase === 'trick' && (s.trick?.plays.length ?? 0) === 1);
    const { session } = await mountRs(root, [H, H, H], { config, seed, moves });
    const s = replay(config, seed, moves);
    const seat = engine.toMove(s)!;
    await click(byTestId(root, 'reveal'));
    await vi.waitFor(() => expect(root.querySelector('[data-phase="trick"]')).not.toBeNull());
    expect(handCards(root).sort()).toEqual([...s.seats[seat]!.hand].sort());
    expect(inPage([0, 1, 2].filter((x) => x !== seat).flatMap((x) => secretsOf(s, x)))).toEqual([]);
    const led = s.trick!.plays[0]!;
    expect(root.querySelector(`[data-played="${led.card}"]`)!.textContent).toContain(['Anya', 'Boris', 'Vera'][led.seat]!);

    // The buttons offered are the engine's legal cards; the others are greyed.
    const legal = new Set(engine.legalMoves(s).flatMap((m) => (m.t === 'play' ? [m.card] : [])));
    const enabled = [...root.querySelectorAll('[data-testid="hand"] button[data-card]:not([aria-disabled])')].map((b) => b.getAttribute('data-card'));
    expect(new Set(enabled)).toEqual(legal);
    const card = [...legal][0]!;
    await click(root.querySelector(`[data-testid="hand"] [data-card="${card}"]`));
    await click(byTestId(root, 'play'));
    await vi.waitFor(async () => expect((await savedMoves(session.id)).length).toBe(moves.length + 1));
    expect((await savedMoves(session.id))[moves.length]).toMatchObject({ t: 'play', card });
    await vi.waitFor(() => expect(byTestId(root, 'curtain')).not.toBeNull());
    const after = replay(config, seed, await savedMoves(session.id));
    expect(inPage([0, 1, 2].flatMap((x) => secretsOf(after, x)))).toEqual([]);
  });
});

const KN = { front: { white: 3, red: 1, blue: 5, green: 2, black: 4 }, back: { white: 13, red: 11, blue: 15, green: 12, black: 14 } };

/** Moves to the first position of each phase of a mode (seeded random legal moves). */
function phaseStarts(cfg: RsConfig, seed: string): { phase: string; moves: ReturnType<typeof movesUntil> }[] {
  const out: { phase: string; moves: ReturnType<typeof movesUntil> }[] = [];
  const seen = new Set<string>();
  let s = replay(cfg, seed, []);
  const moves: ReturnType<typeof movesUntil> = [];
  for (let i = 0; i < 400 && engine.toMove(s) !== null; i++) {
    const key = `${s.phase}/${s.round}`;
    // Mid-reveal too: some seats have chosen, their cards must stay hidden from the others.
    const midReveal = s.phase === 'reveal' && s.reveal!.chosen.filter(Boolean).length === 2;
    if ((!seen.has(key) && s.round === 1) || midReveal) {
      seen.add(key);
      out.push({ phase: midReveal ? 'reveal-mid' : s.phase, moves: [...moves] });
    }
    const legal = engine.legalMoves(s);
    const m = legal[(i * 7) % legal.length]!;
    s = (engine.apply(s, m) as { ok: true; value: RsState }).value;
    moves.push(m);
  }
  return out;
}

describe.each([
  { mode: 'team', players: 4, kingNumbers: KN },
  { mode: 'emperor', players: 5, kingNumbers: KN },
] as RsConfig[])('$mode: every phase keeps the other hands out of the page', (cfg) => {
  const seed = `rs-hidden-${cfg.mode}`;
  const starts = phaseStarts(cfg, seed);
  it("reaches the mode's phases", () => {
    expect(starts.map((x) => x.phase)).toEqual(
      expect.arrayContaining(cfg.mode === 'team' ? ['draft', 'trick'] : ['reveal', 'reveal-mid', 'sets', 'discard', 'trick']),
    );
  });
  it.each(starts.map((x) => [x.phase, x.moves] as const))('%s', async (phase, moves) => {
    const seats = Array.from({ length: cfg.players }, () => H);
    const { session } = await mountRs(root, seats, { config: cfg, seed, moves });
    await vi.waitFor(() => expect(byTestId(root, 'curtain')).not.toBeNull());
    const s = await currentStateOf(cfg, session.id, seed);
    const everyone = s.seats.map((_, x) => x);
    expect(inPage(everyone.flatMap((x) => secretsOf(s, x)))).toEqual([]);
    const seat = engine.toMove(s)!;
    await click(byTestId(root, 'reveal'));
    await vi.waitFor(() => expect(root.querySelector('[data-phase]')).not.toBeNull());
    expect(root.querySelector('[data-phase]')!.getAttribute('data-phase')).toBe(s.phase);
    expect(handCards(root).sort()).toEqual([...s.seats[seat]!.hand].sort());
    const hiddenChoices = s.phase === 'reveal' ? s.reveal!.chosen.filter((c, x): c is string => c !== null && x !== seat) : [];
    expect(inPage([...everyone.filter((x) => x !== seat).flatMap((x) => secretsOf(s, x)), ...hiddenChoices])).toEqual([]);
    expect(root.querySelector('[data-testid="hand"] button:not([aria-disabled])') !== null || s.phase === 'sets' || s.phase === 'draft').toBe(true);
  });
});

async function currentStateOf(cfg: RsConfig, sessionId: string, seed: string) {
  return replay(cfg, seed, await savedMoves(sessionId));
}
