// The shared conformance checks (test/unit/games/conformance.test.ts) run on the Jackal engine
// directly: the manifest does not declare `play` yet (no table screen: issue 25 is split), so the
// registry-driven suite skips it, and declaring it would show an unfinished game to players.
// Same helpers, same seeds and the same adapter the shared suite will use once `play` is declared.
import { beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/jackal/engine';
import { Replayer } from '../../../../../src/play/replay';
import {
  bentMoves,
  deepFreeze,
  errorCodesInSource,
  JUNK_MOVES,
  localeFile,
  lookUp,
  moveKey,
  placeholders,
  randomPlayout,
  type Playout,
} from '../../conformance-helpers';
import { adapter } from '../../conformance/jackal';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Three of the shared suite's five seeds: the machine is shared, the shared suite plays all five.
const SEEDS = ['a', 'Столик', ''];
const anyEngine = engine as Parameters<typeof randomPlayout>[0];
const configs = [2, 3, 4].flatMap((players) =>
  [{ players }, ...adapter.options!({ players })].map((config) => ({ label: `${players} seats ${JSON.stringify(config)}`, config })),
);
const playouts: { label: string; config: unknown; seed: string; run: Playout }[] = [];

beforeAll(() => {
  for (const c of configs) for (const seed of SEEDS) playouts.push({ ...c, seed, run: randomPlayout(anyEngine, c.config, seed, 5000) });
}, 120_000);

const seatsOf = (config: unknown) => (config as { players: number }).players;

describe('jackal engine conformance', () => {
  it('random games end, with a result exactly when nobody is to move', () => {
    for (const p of playouts) {
      expect(p.run.ended, p.label).toBe(true);
      for (const s of p.run.states) {
        expect(anyEngine.toMove(s) === null).toBe(anyEngine.outcome(s) !== null);
        expect(anyEngine.legalMoves(s).length === 0).toBe(anyEngine.toMove(s) === null);
      }
    }
  });

  it('determinism: the same config, seed and moves rebuild the same states, also by the replayer', () => {
    for (const p of playouts) {
      const again = anyEngine.setup(p.config, p.seed);
      expect(again.ok && again.value).toStrictEqual(p.run.states[0]);
      const replayed = new Replayer(anyEngine, p.config, p.seed, 7).run(p.run.moves);
      expect(replayed.ok && replayed.value.state).toStrictEqual(p.run.states.at(-1));
    }
  }, 60_000);

  it('states and moves survive JSON, and apply gives the same result from the copies', () => {
    for (const p of playouts.slice(0, 12)) {
      p.run.states.forEach((s, i) => {
        const copy = JSON.parse(JSON.stringify(s)) as unknown;
        expect(copy).toStrictEqual(s);
        const move = p.run.moves[i];
        if (move === undefined) return;
        const fromCopy = anyEngine.apply(copy, JSON.parse(JSON.stringify(move)));
        expect(fromCopy.ok && fromCopy.value).toStrictEqual(p.run.states[i + 1]);
      });
    }
  }, 60_000);

  it('no method writes to its (frozen) input', () => {
    for (const p of playouts.slice(0, 6)) {
      p.run.states.forEach((s, i) => {
        const before = JSON.stringify(s);
        anyEngine.legalMoves(s);
        anyEngine.outcome(s);
        for (let seat = 0; seat < seatsOf(p.config); seat++) anyEngine.view(s, seat);
        const move = p.run.moves[i];
        if (move !== undefined) {
          anyEngine.describeMove(s, move);
          expect(typeof anyEngine.isCheckpoint(s, move, p.run.states[i + 1])).toBe('boolean');
        }
        expect(JSON.stringify(s)).toBe(before);
      });
    }
  });

  it('every offered move applies; junk, bent and out-of-turn moves are refused with an ERR_ code', () => {
    for (const p of playouts.filter((_, i) => i % 3 === 0)) {
      const pool = [...new Map(p.run.moves.map((m) => [moveKey(m), m])).values()];
      p.run.states.forEach((s, i) => {
        if (i % 3 !== 0) return;
        const offered = anyEngine.legalMoves(s);
        const keys = new Set(offered.map(moveKey));
        for (const m of offered) expect(anyEngine.apply(s, m).ok).toBe(true);
        const candidates = [...JUNK_MOVES, ...bentMoves(offered), ...pool.slice(0, 40)].filter((m) => !keys.has(moveKey(m)));
        for (const m of candidates) {
          const r = anyEngine.apply(s, deepFreeze(structuredClone(m)));
          expect(r.ok, `${p.label} state ${i}: accepted ${moveKey(m)}`).toBe(false);
          if (!r.ok) expect(r.error).toMatch(/^ERR_[A-Z0-9_]+$/);
        }
      });
    }
  }, 60_000);

  it('a view shows nothing another seat hides: the disguise leaves every view the same', () => {
    let changed = 0;
    for (const p of playouts) {
      p.run.states.forEach((s, i) => {
        if (anyEngine.toMove(s) === null || i % 5 !== 0) return;
        for (let seat = 0; seat < seatsOf(p.config); seat++) {
          const state = s as Parameters<typeof adapter.disguise & object>[0];
          const other = adapter.disguise!(state, seat, `${p.seed}:${i}:${seat}`);
          if (JSON.stringify(other) !== JSON.stringify(s)) changed++;
          expect(anyEngine.view(other, seat)).toStrictEqual(anyEngine.view(s, seat));
        }
      });
    }
    expect(changed).toBeGreaterThan(0);
  }, 60_000);

  it('every error code of the pure folders and every log key seen is translated in both languages', () => {
    const sources: Record<string, string> = {};
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts')) sources[path] = readFileSync(path, 'utf8');
      }
    };
    for (const part of ['engine', 'score', 'referee', 'data']) walk(`src/games/jackal/${part}`);
    const problems: string[] = [];
    for (const lang of ['ru', 'en']) {
      const own = localeFile(lang, 'jackal');
      const play = localeFile(lang, 'play');
      for (const code of errorCodesInSource(sources)) if (!lookUp(own, `errors.${code}`) && !lookUp(play, `errors.${code}`)) problems.push(`${lang}: ${code}`);
      for (const p of playouts.slice(0, 6)) {
        p.run.moves.forEach((m, i) => {
          const { key, params = {} } = anyEngine.describeMove(p.run.states[i], m);
          const text = lookUp(own, `log.${key}`);
          if (text === undefined) return void problems.push(`${lang}: log.${key}`);
          const given = new Set([
            ...Object.keys(params),
            'player',
            ...Object.keys(params)
              .filter((k) => k.endsWith('Seat'))
              .map((k) => k.slice(0, -4)),
          ]);
          for (const name of placeholders(text)) if (!given.has(name)) problems.push(`${lang}: log.${key} needs ${name}`);
        });
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
