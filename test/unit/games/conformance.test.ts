// One conformance suite for every game whose manifest declares `play` (src/games/README.md,
// "Engines"), in the spirit of OpenSpiel's random-simulation test: seeded random games must be
// deterministic, survive JSON, never mutate their input, agree on legal moves, hide other seats'
// secrets, speak in translated codes and keys, and end. Games are found through the registry;
// a game may add option sets and a disguise in `src/games/<id>/conformance.ts`; the skeleton
// template is played too (all-games.ts).
// OWN_PROCESS (vitest.config.ts): the heaviest file of the shared thread runs in a fork beside it,
// so that thread is not the last to finish while a core idles. It touches nothing global.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlaySetup } from '../../../src/play/types';
import { Replayer } from '../../../src/play/replay';
import {
  bentMoves,
  configsOf,
  deepFreeze,
  errorCodesInSource,
  expectBe,
  expectStrictEqual,
  JUNK_MOVES,
  localeFile,
  lookUp,
  moveKey,
  placeholders,
  randomPlayout,
  type GameUnderTest,
  type Playout,
} from './conformance-helpers';
import { commonStrings } from '../i18n/commonStrings';
import { adapterOf, allGames } from './all-games';

/** Seeds per config; every config of every game is played this many times. */
const SEEDS = ['a', 'conformance', '17', 'Столик', ''];
/** No game of the five needs more; a game that does not end by then is a bug. */
const MOVE_CAP = 5000;
const LANGS = ['ru', 'en'] as const;
/** What a refusal's code looks like. */
const ERR_CODE = /^ERR_[A-Z0-9_]+$/;

const playable = allGames.filter((g) => g.parts.includes('play'));

/** Every .ts file under the game's pure folders, by path. */
function pureSources(id: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) out[path] = readFileSync(path, 'utf8');
    }
  };
  for (const part of ['engine', 'score', 'referee', 'bots', 'data']) {
    try {
      walk(`src/games/${id}/${part}`);
    } catch {
      // the game has no such folder
    }
  }
  const table = `src/games/${id}/codes.ts`; // the closed table of the game's codes
  if (existsSync(table)) out[table] = readFileSync(table, 'utf8');
  return out;
}

/** How the play table words a refusal: the game's namespace, then play, then common (src/play/messages.ts). */
function errorText(lang: string, game: string, code: string): string | undefined {
  return (
    lookUp(localeFile(lang, game), `errors.${code}`) ?? lookUp(localeFile(lang, 'play'), `errors.${code}`) ?? lookUp(commonStrings(lang), `errors.${code}`)
  );
}

it('finds at least one game with play through the registry', () => {
  expect(playable.length).toBeGreaterThan(0);
});

describe.each(playable.map((g) => [g.id, g] as const))('%s conformance', (id, manifest) => {
  const game = {} as GameUnderTest;
  const playouts: { label: string; config: unknown; seed: string; run: Playout }[] = [];
  const codes = new Set<string>();
  const logs: { key: string; params: Record<string, string | number> }[] = [];
  /** Seats of a config: its `players` count (both games' configs have one), else the most the game allows. */
  const seatsOf = (config: unknown) => (config as { players?: number }).players ?? manifest.players.max;

  beforeAll(async () => {
    game.manifest = manifest;
    game.engine = (await manifest.loadEngine!()) as GameUnderTest['engine'];
    game.adapter = adapterOf(id);
    const setup = (await manifest.loadPlaySetup?.()) as PlaySetup | undefined;
    game.configs = configsOf(manifest, setup, game.adapter);
    for (const c of game.configs) {
      // A config the engine refuses in words (ERR_NEEDS_CARD_VALUE before the printed values are
      // entered) is not played; its code must still be translated.
      const start = game.engine.setup(c.config, SEEDS[0]!);
      if (!start.ok) {
        codes.add(start.error);
        continue;
      }
      for (const seed of SEEDS) playouts.push({ ...c, seed, run: randomPlayout(game.engine, c.config, seed, MOVE_CAP) });
    }
    for (const p of playouts) {
      p.run.moves.forEach((m, i) => {
        const d = game.engine.describeMove(p.run.states[i], m);
        logs.push({ key: d.key, params: d.params ?? {} });
      });
    }
  }, 120_000);

  it('the play setup gives configs the engine accepts, one per seat count at least', () => {
    expect(game.configs.length, 'manifest.loadPlaySetup with a config per seat count').toBeGreaterThan(0);
    const played = new Set(playouts.map((p) => seatsOf(p.config)));
    const counts = new Set(game.configs.map((c) => seatsOf(c.config)));
    expect(
      [...counts].filter((n) => !played.has(n)),
      'seat counts no option set could start',
    ).toEqual([]);
  });

  it('random games end within the move cap, with a result exactly when nobody is to move', () => {
    for (const p of playouts) {
      expect(p.run.ended, `${p.label} seed "${p.seed}" still going after ${MOVE_CAP} moves`).toBe(true);
      for (const s of p.run.states) {
        const toMove = game.engine.toMove(s);
        // Nobody to move yet no result would stall the table (the controller shows ERR_BAD_STATE).
        expectBe(toMove === null, game.engine.outcome(s) !== null, () => `${p.label}: toMove and outcome disagree`);
        expectBe(game.engine.legalMoves(s).length === 0, toMove === null);
      }
    }
    const longest = Math.max(...playouts.map((p) => p.run.moves.length));
    console.info(`${id}: ${playouts.length} random games, longest ${longest} moves`);
  });

  it('determinism: the same config, seed and moves rebuild the same states, also by the replayer', () => {
    for (const p of playouts) {
      const again = game.engine.setup(p.config, p.seed);
      expectStrictEqual(again.ok && again.value, p.run.states[0]);
      const replayed = new Replayer(game.engine, p.config, p.seed, 7).run(p.run.moves);
      expectStrictEqual(replayed.ok && replayed.value.state, p.run.states.at(-1));
    }
  });

  it('states and moves survive a JSON round trip, and apply gives the same result from the copies', () => {
    for (const p of playouts) {
      p.run.states.forEach((s, i) => {
        const copy = JSON.parse(JSON.stringify(s)) as unknown;
        expectStrictEqual(copy, s, `${p.label} state ${i}`);
        const move = p.run.moves[i];
        if (move === undefined) return;
        const fromCopy = game.engine.apply(copy, JSON.parse(JSON.stringify(move)));
        expectStrictEqual(fromCopy.ok && fromCopy.value, p.run.states[i + 1], `${p.label} state ${i + 1}`);
      });
    }
  }, 60_000);

  it('apply, legalMoves, view, outcome, describeMove and isCheckpoint never write to their input', () => {
    // Every state of a playout is deep-frozen, so a write would have thrown (and been refused);
    // here the text of each state is also compared before and after every call.
    for (const p of playouts.slice(0, 6)) {
      p.run.states.forEach((s, i) => {
        const before = JSON.stringify(s);
        const move = p.run.moves[i];
        game.engine.legalMoves(s);
        game.engine.outcome(s);
        for (let seat = 0; seat < seatsOf(p.config); seat++) game.engine.view(s, seat);
        if (move !== undefined) {
          game.engine.describeMove(s, move);
          expectBe(typeof game.engine.isCheckpoint(s, move, p.run.states[i + 1]), 'boolean');
        }
        expectBe(JSON.stringify(s), before);
        expectBe(Object.isFrozen(s), true);
      });
    }
  });

  it('every offered move applies; junk, bent and out-of-turn moves are refused with an ERR_ code', () => {
    for (const p of playouts.filter((_, i) => i % 3 === 0)) {
      const pool = [...new Map(p.run.moves.map((m) => [moveKey(m), m])).values()];
      p.run.states.forEach((s, i) => {
        if (i % 3 !== 0 && i !== p.run.states.length - 1) return;
        const offered = game.engine.legalMoves(s);
        const keys = new Set(offered.map(moveKey));
        for (const m of offered) expectBe(game.engine.apply(s, m).ok, true, () => `${p.label} state ${i}: offered ${moveKey(m)}`);
        const candidates = [...JUNK_MOVES, ...bentMoves(offered), ...pool.slice(0, 40)].filter((m) => !keys.has(moveKey(m)));
        for (const m of candidates) {
          const r = game.engine.apply(s, deepFreeze(structuredClone(m)));
          expectBe(r.ok, false, () => `${p.label} state ${i}: accepted ${moveKey(m)}, which legalMoves does not offer`);
          if (!r.ok) {
            if (typeof r.error !== 'string' || !ERR_CODE.test(r.error)) expect(r.error).toMatch(ERR_CODE);
            codes.add(r.error);
          }
        }
      });
    }
  }, 60_000);

  it('a view shows nothing another seat hides: disguising it leaves every view the same', () => {
    const { disguise } = game.adapter;
    if (!disguise) {
      // Without a disguise only a game whose views are all the same may pass.
      for (const p of playouts) for (const s of p.run.states) expectStrictEqual(game.engine.view(s, 1), game.engine.view(s, 0));
      return;
    }
    // Whether the disguise changed any state: one change is enough, so states are written out
    // (a full JSON text each) only until the first.
    let changed = false;
    for (const p of playouts) {
      const seats = seatsOf(p.config);
      p.run.states.forEach((s, i) => {
        if (game.engine.toMove(s) === null || i % 3 !== 0) return; // the end may show everything
        const rng = (s as { rng?: unknown }).rng;
        const rngText = Array.isArray(rng) ? JSON.stringify(rng) : undefined;
        for (let seat = 0; seat < seats; seat++) {
          const view = game.engine.view(s, seat);
          const other = disguise(s, seat, `${p.seed}:${i}:${seat}`);
          if (!changed) changed = JSON.stringify(other) !== JSON.stringify(s);
          expectStrictEqual(game.engine.view(other, seat), view, `${p.label} seed "${p.seed}" state ${i} seat ${seat}`);
          if (rngText !== undefined) {
            const viewText = JSON.stringify(view);
            if (viewText.includes(rngText)) expect(viewText).not.toContain(rngText);
          }
        }
      });
    }
    expect(changed, 'the disguise never changed anything: the check would be empty').toBe(true);
  }, 60_000);

  it('every error code in the pure folders and every refusal seen is translated in both languages', () => {
    const all = new Set([...errorCodesInSource(pureSources(id)), ...codes]);
    const missing = LANGS.flatMap((lang) => [...all].filter((c) => !errorText(lang, id, c)).map((c) => `${lang}: ${c}`));
    expect(missing).toEqual([]);
  });

  it('every log key seen is translated in both languages, with every placeholder supplied', () => {
    const problems = new Set<string>();
    for (const lang of LANGS) {
      const tree = localeFile(lang, id);
      for (const { key, params } of logs) {
        const text = lookUp(tree, `log.${key}`);
        if (text === undefined) {
          problems.add(`${lang}: log.${key} missing`);
          continue;
        }
        // The move log adds `player` and, for each `<x>Seat` number, `<x>` (src/play/MoveLog.tsx).
        const given = new Set([
          ...Object.keys(params),
          'player',
          ...Object.keys(params)
            .filter((k) => k.endsWith('Seat'))
            .map((k) => k.slice(0, -4)),
        ]);
        for (const name of placeholders(text)) if (!given.has(name)) problems.add(`${lang}: log.${key} needs {{${name}}}`);
      }
    }
    expect([...problems]).toEqual([]);
  });
});
