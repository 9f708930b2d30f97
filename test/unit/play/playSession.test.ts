import { describe, expect, it, vi } from 'vitest';
import { PlaySession, createPlaySession } from '../../../src/play/playSession';
import { getSession, newSession, saveSession } from '../../../src/storage/sessions';
import type { SeatRecord, SessionRecord } from '../../../src/storage/types';
import type { SeatSpec } from '../../../src/play/types';
import { hiddenNim, type NimMove, type NimState } from '../../fixtures/toy-games/hiddenNim';

const players: SeatRecord[] = [
  { id: 'p-anya', name: 'Anya', color: '#c0392b' },
  { id: 'p-boris', name: 'Boris', color: '#1f6fb2' },
];
const seats: SeatSpec[] = [{ kind: 'human' }, { kind: 'bot', level: 'easy' }];
const engine = hiddenNim as never;

async function newGame(pile = 10, seed = 'seed-1') {
  const created = await createPlaySession({ game: 'toy', engine, players, seats, config: { players: 2, pile }, seed });
  if (!created.ok) throw new Error(created.error);
  const opened = await PlaySession.open<NimState, NimMove>(hiddenNim as never, created.value.id);
  if (!opened.ok) throw new Error(opened.error);
  return opened.value;
}
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('creating a play session', () => {
  it('saves kind "play" with { config, seed, moves: [], seats } and the seated players', async () => {
    const created = await createPlaySession({ game: 'toy', engine, players, seats, config: { players: 2 }, seed: 'abc' });
    expect(created.ok).toBe(true);
    const stored = await getSession(created.ok ? created.value.id : '');
    expect(stored).toMatchObject({ game: 'toy', kind: 'play', finished: false, players, data: { config: { players: 2 }, seed: 'abc', moves: [], seats } });
  });
  it('draws a fresh seed when none is given', async () => {
    const a = await createPlaySession({ game: 'toy', engine, players, seats, config: { players: 2 } });
    const b = await createPlaySession({ game: 'toy', engine, players, seats, config: { players: 2 } });
    const seedOf = (r: typeof a) => (r.ok ? (r.value.data as { seed: string }).seed : '');
    expect(seedOf(a)).toMatch(/^[0-9a-f]{24}$/);
    expect(seedOf(a)).not.toBe(seedOf(b));
  });
  it.each([
    ['the engine refuses the config', { players: 7 }, seats, 'ERR_PLAYER_COUNT'],
    [
      'no seat is a person',
      { players: 2 },
      [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'hard' },
      ],
      'ERR_NO_HUMAN',
    ],
    ['seats and players differ in number', { players: 2 }, [{ kind: 'human' }], 'ERR_PLAY_DATA'],
  ] as const)('refuses when %s, and saves nothing', async (_, config, s, code) => {
    const save = vi.fn(saveSession);
    const r = await createPlaySession({ game: 'toy', engine, players, seats: [...s], config, save });
    expect(r).toMatchObject({ ok: false, error: code });
    expect(save).not.toHaveBeenCalled();
  });
});

describe('opening a saved table', () => {
  // Issue 21 point 1: another game's table is never replayed (or written) by this engine.
  it("refuses another game's play session when the game is named, and a score session always", async () => {
    const created = await createPlaySession({ game: 'toy', engine, players, seats, config: { players: 2, pile: 5 }, seed: 's' });
    const id = created.ok ? created.value.id : '';
    expect((await PlaySession.open(engine, id, saveSession, 'toy')).ok).toBe(true);
    expect(await PlaySession.open(engine, id, saveSession, 'other-game')).toMatchObject({ ok: false, error: 'ERR_NO_SESSION' });
    const score = await saveSession(newSession({ game: 'toy', kind: 'score', title: '', players, data: {} }));
    expect(await PlaySession.open(engine, score.id, saveSession, 'toy')).toMatchObject({ ok: false, error: 'ERR_NO_SESSION' });
    expect((await getSession(id))?.rev).toBe(created.ok ? created.value.rev : -1);
  });
});

describe('each move is committed before it counts', () => {
  it('commitMove resolves only after the write, and the position moves only then', async () => {
    const ps = await newGame();
    let release: () => void = () => undefined;
    const gated = (s: SessionRecord) => new Promise<SessionRecord>((resolve) => (release = () => resolve(saveSession(s))));
    (ps as unknown as { save: typeof gated }).save = gated;
    let settled = false;
    const pending = ps.commitMove({ t: 'take', n: 2 }).then((r) => ((settled = true), r));
    await tick();
    expect(settled).toBe(false);
    expect(ps.data.moves).toHaveLength(0);
    expect(ps.state.pile).toBe(10);
    release();
    expect(await pending).toEqual({ ok: true, value: true });
    expect(ps.state.pile).toBe(8);
    expect((await getSession(ps.session.id))!.data).toMatchObject({ moves: [{ t: 'take', n: 2 }] });
  });

  it('a failed write leaves the position where it was', async () => {
    const ps = await newGame();
    (ps as unknown as { save: () => Promise<never> }).save = () => Promise.reject(new Error('QuotaExceededError'));
    expect(await ps.commitMove({ t: 'take', n: 1 })).toEqual({ ok: false, error: 'ERR_SAVE_FAILED' });
    expect(ps.data.moves).toEqual([]);
    expect(ps.state.pile).toBe(10);
    expect((await getSession(ps.session.id))!.data).toMatchObject({ moves: [] });
  });

  it('an illegal move is refused with the engine code and not saved', async () => {
    const ps = await newGame();
    const rev = ps.session.rev;
    expect(await ps.commitMove({ t: 'take', n: 4 })).toMatchObject({ ok: false, error: 'ERR_BAD_MOVE' });
    expect((await getSession(ps.session.id))!.rev).toBe(rev);
  });

  it('the last move writes finished = true and the result keyed by player ids; undo is saved too', async () => {
    const ps = await newGame(3);
    await ps.commitMove({ t: 'take', n: 1 });
    await ps.commitMove({ t: 'take', n: 2 });
    const stored = (await getSession(ps.session.id))!;
    expect(stored.finished).toBe(true);
    expect(stored.result).toEqual({ totals: { 'p-anya': 1, 'p-boris': 2 }, ranking: [['p-boris'], ['p-anya']] });
    expect(ps.outcome()?.result.breakdown['p-boris']).toEqual([
      { category: 'pebbles', points: 2, rule: 'scoring' },
      { category: 'cards', points: 0, rule: 'scoring' },
    ]);
    expect(await ps.commitMove({ t: 'take', n: 1 })).toMatchObject({ error: 'ERR_GAME_OVER' });
    await ps.commitUndo(1);
    const reopened = (await getSession(ps.session.id))!;
    expect(reopened).toMatchObject({ finished: false, data: { moves: [{ t: 'take', n: 1 }] } });
    expect(reopened.result).toBeUndefined();
  });
});

describe('resume', () => {
  it('after a "crash" (fresh modules, new connection) the same position is read back', async () => {
    const ps = await newGame(20, 'crash-seed');
    for (const m of [{ t: 'take', n: 3 }, { t: 'draw' }, { t: 'take', n: 1 }, { t: 'roll' }] as NimMove[]) {
      expect((await ps.commitMove(m)).ok).toBe(true);
    }
    const before = ps.state;
    await (await import('../../../src/storage/db')).closeDb();
    vi.resetModules();
    const fresh = await import('../../../src/play/playSession');
    const { hiddenNim: freshEngine } = await import('../../fixtures/toy-games/hiddenNim');
    const reopened = await fresh.PlaySession.open(freshEngine as never, ps.session.id);
    expect(reopened.ok && reopened.value.state).toEqual(before);
    expect(reopened.ok && reopened.value.data.moves).toHaveLength(4);
  });

  const stored = async (kind: 'play' | 'score', data: unknown): Promise<string> =>
    (await saveSession(newSession({ game: 'toy', kind, title: '', players, data }))).id;
  it.each([
    ['a missing session', async (): Promise<string> => 'no-such-id', 'ERR_NO_SESSION'],
    ['a score session', (): Promise<string> => stored('score', {}), 'ERR_NO_SESSION'],
    ['damaged data', (): Promise<string> => stored('play', { seed: 1 }), 'ERR_PLAY_DATA'],
    [
      'a stored move the engine rejects',
      (): Promise<string> => stored('play', { config: { players: 2 }, seed: 'x', moves: [{ t: 'take', n: 5 }], seats }),
      'ERR_REPLAY_MOVE',
    ],
  ] as const)('refuses %s', async (_, make, code) => {
    expect(await PlaySession.open(engine, await make())).toMatchObject({ ok: false, error: code });
  });
});
