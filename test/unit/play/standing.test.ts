// Issue 20 point 14: Home's "Continue" and History showed "—" for every seat of an unfinished
// digital game. The engine now tells where the game stands (Engine.standing: the round or turn and
// each seat's total so far, only what the whole table sees); the play session writes it with every
// move, and the summary (which knows no game) copies it while the game is unfinished.
import { describe, expect, it } from 'vitest';
import { engine as rsEngine } from '../../../src/games/royal-stake/engine';
import type { RsState } from '../../../src/games/royal-stake/engine/types';
import { engine as slyEngine } from '../../../src/games/sly-thieves/engine';
import type { SlyState } from '../../../src/games/sly-thieves/engine/types';
import { playSetup as slySetup } from '../../../src/games/sly-thieves/ui/play/playSetup';
import { guardEngine } from '../../../src/games/guard';
import type { Engine } from '../../../src/games/types';
import { PlaySession, createPlaySession } from '../../../src/play/playSession';
import { standingForSeats } from '../../../src/play/playData';
import { readSummary } from '../../../src/storage/readRecords';
import { allSummaries } from '../../../src/storage/sessions';
import { summarize } from '../../../src/storage/summary';
import type { SeatRecord, SessionRecord } from '../../../src/storage/types';
import { randomPlayout } from '../games/conformance-helpers';

const E = (e: unknown) => e as Engine<unknown, unknown, unknown>;
const seats3: SeatRecord[] = [
  { id: 'p-anya', name: 'Anya', color: '#c0392b' },
  { id: 'p-bot-a', name: 'Bot A', color: '#1f6fb2' },
  { id: 'p-bot-b', name: 'Bot B', color: '#27ae60' },
];

/** Plays `moves` through a saved play session, then reads back its summary. */
async function playedSummary(engine: Engine<unknown, unknown, unknown>, config: unknown, moves: unknown[]) {
  const created = await createPlaySession({
    game: 'royal-stake',
    engine,
    players: seats3,
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
    config,
    seed: 'standing',
  });
  if (!created.ok) throw new Error(created.error);
  const opened = await PlaySession.open(engine, created.value.id);
  if (!opened.ok) throw new Error(opened.error);
  for (const m of moves) {
    const r = await opened.value.commitMove(m);
    if (!r.ok) throw new Error(r.error);
  }
  const summary = (await allSummaries()).find((s) => s.id === created.value.id)!;
  return { session: opened.value, summary };
}

describe('Royal Stake tells the round and the victory points of a game in progress', () => {
  it('Home and History read "round 2" and every seat\'s points after the first round is scored', async () => {
    const run = randomPlayout(E(rsEngine), { mode: 'i-am-king', players: 3 }, 'standing', 5000);
    const at = run.states.findIndex((s) => (s as RsState).round === 2);
    expect(at).toBeGreaterThan(0);
    const state = run.states[at] as RsState;
    const { summary } = await playedSummary(E(rsEngine), { mode: 'i-am-king', players: 3 }, run.moves.slice(0, at));
    expect(summary.finished).toBe(false);
    expect(summary.progress).toEqual({ round: 2 });
    expect(summary.totals).toEqual({ 'p-anya': state.seats[0]!.score, 'p-bot-a': state.seats[1]!.score, 'p-bot-b': state.seats[2]!.score });
    // Nobody has a place before the end: no invented places.
    expect(summary.ranking ?? []).toEqual([]);
    expect(summary.mode).toBe('i-am-king');
  });

  it('a finished game keeps its result and drops the progress', async () => {
    const run = randomPlayout(E(rsEngine), { mode: 'i-am-king', players: 3 }, 'standing', 5000);
    expect(run.ended).toBe(true);
    const { summary } = await playedSummary(E(rsEngine), { mode: 'i-am-king', players: 3 }, run.moves);
    expect(summary.finished).toBe(true);
    expect(summary).not.toHaveProperty('progress');
    expect(summary.ranking!.flat().sort()).toEqual(['p-anya', 'p-bot-a', 'p-bot-b']);
    expect(rsEngine.standing!(run.states.at(-1) as RsState)).toBeNull();
  });
});

describe('Sly Thieves tells the turn and how many tiles each gang took, never their value', () => {
  const config = slySetup.config(3, slySetup.defaultOptions);

  it('counts tiles, the same whatever the tiles are worth (the loot lies face down)', () => {
    const run = randomPlayout(E(slyEngine), config, 'standing', 5000);
    const mid = run.states.find((s) => (s as SlyState).phase === 'play' && (s as SlyState).loot.some((l) => l.length > 0)) as SlyState;
    expect(mid).toBeDefined();
    const st = slyEngine.standing!(mid)!;
    expect(st).toEqual({ turn: mid.turns + 1, counts: 'tiles', totals: Object.fromEntries(mid.loot.map((l, i) => [String(i), l.length])) });
    // Another value under the same count tells the same.
    const swapped: SlyState = { ...mid, loot: mid.loot.map((l) => l.map((v) => (v === 3 ? 1 : 3))) };
    expect(slyEngine.standing!(swapped)).toEqual(st);
  });

  it('while thieves are placed there is no turn yet, only tile counts; over, nothing', () => {
    const start = slyEngine.setup(config as never, 'standing');
    expect(start.ok && slyEngine.standing!(start.value)).toEqual({ counts: 'tiles', totals: { 0: 0, 1: 0, 2: 0 } });
    const run = randomPlayout(E(slyEngine), config, 'standing', 5000);
    expect(slyEngine.standing!(run.states.at(-1) as SlyState)).toBeNull();
  });
});

describe('the standing as stored and read back', () => {
  it('is keyed by player id and keeps only seats of the session', () => {
    const engine = { standing: () => ({ round: 3, totals: { 0: 12, 1: -4, 2: 7, 9: 99, x: Number.NaN } }) };
    expect(standingForSeats(engine, {}, seats3)).toEqual({
      progress: { round: 3 },
      result: { totals: { 'p-anya': 12, 'p-bot-a': -4, 'p-bot-b': 7 }, ranking: [] },
    });
    expect(standingForSeats({}, {}, seats3)).toBeNull();
  });

  it('a throwing standing gives none (guard): the game goes on, Home just lacks it', () => {
    const guarded = guardEngine({
      ...rsEngine,
      standing: () => {
        throw new Error('x');
      },
    });
    expect(guarded.standing!({} as RsState)).toBeNull();
  });

  const record = (fields: Partial<SessionRecord>): SessionRecord => ({
    id: 's',
    game: 'royal-stake',
    kind: 'play',
    title: '',
    players: seats3,
    createdAt: 1,
    updatedAt: 2,
    finished: false,
    data: {},
    rev: 1,
    ...fields,
  });

  it('the summary copies the progress of an unfinished game only, and refuses nonsense', () => {
    expect(summarize(record({ facts: { progress: { round: 2 } } })).progress).toEqual({ round: 2 });
    expect(summarize(record({ facts: { progress: { turn: 14, counts: 'tiles' } } })).progress).toEqual({ turn: 14, counts: 'tiles' });
    expect(summarize(record({ finished: true, facts: { progress: { round: 2 } } }))).not.toHaveProperty('progress');
    for (const bad of [{ round: 0 }, { round: 1.5 }, { round: '2' }, { turn: -1 }, { counts: 'gold' }, 'round 2', null])
      expect(summarize(record({ facts: { progress: bad } as never }))).not.toHaveProperty('progress');
  });

  it('a stored summary with a damaged progress is read without it and marked damaged', () => {
    const good = summarize(record({ facts: { progress: { round: 2 } }, result: { totals: { 'p-anya': 5 }, ranking: [] } }));
    expect(readSummary(good)).toMatchObject({ progress: { round: 2 }, totals: { 'p-anya': 5 } });
    expect(readSummary(good).damaged).toBeUndefined();
    const bad = readSummary({ ...good, progress: { round: 'two' } });
    expect(bad).not.toHaveProperty('progress');
    expect(bad.damaged).toBe(true);
  });
});
