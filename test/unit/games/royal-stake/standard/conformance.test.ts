// The conformance checks of test/unit/games/conformance.test.ts run on the standard game now,
// before the play setup offers it (STANDARD_PLAY_OFFERED): seeded random games never write to
// their input, refuse junk and bent moves with codes, hide what other seats hold (the Royal
// Stake disguise, which also mixes other seats' bets and a passed card), and speak only in
// translated codes and log keys.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import type { Engine } from '../../../../../src/games/types';
import {
  JUNK_MOVES,
  bentMoves,
  deepFreeze,
  errorCodesInSource,
  localeFile,
  lookUp,
  moveKey,
  placeholders,
  randomPlayout,
  type Playout,
} from '../../conformance-helpers';
import { adapter } from '../../conformance/royal-stake';
import { stdConfig } from './helpers';
import { commonStrings } from '../../../i18n/commonStrings';

const E = engine as unknown as Engine<unknown, unknown, unknown>;
const CONFIGS = [
  stdConfig(3),
  stdConfig(3, { jesterDeal: true }),
  stdConfig(4, { cheerleader: true, jesterDeal: true }),
  stdConfig(4, { cheerleader: true, advancedCheerleader: true, baseSquads4p: true }),
  stdConfig(5),
  stdConfig(5, { cheerleader: true }),
  // The 2-player game (rulebook «Игра на двоих»): the same mode with 2 seats.
  stdConfig(2, { jesterDeal: true }),
];
const SEEDS = ['a', 'Столик'];
const runs: { config: unknown; seed: string; run: Playout }[] = [];
const codes = new Set<string>();

beforeAll(() => {
  for (const config of CONFIGS) for (const seed of SEEDS) runs.push({ config, seed, run: randomPlayout(E, config, seed, 3000) });
});

const sources = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? Object.entries(sources(join(dir, e.name)))
        : e.name.endsWith('.ts')
          ? [[join(dir, e.name), readFileSync(join(dir, e.name), 'utf8')]]
          : [],
    ),
  );

describe('standard game conformance', () => {
  it('random games end, with a result exactly when nobody is to move, and never write to their input', () => {
    for (const { run } of runs) {
      expect(run.ended).toBe(true);
      run.states.forEach((s, i) => {
        const before = JSON.stringify(s);
        expect(engine.toMove(s as RsState) === null).toBe(engine.outcome(s as RsState) !== null);
        for (let seat = 0; seat < (s as RsState).seats.length; seat++) engine.view(s as RsState, seat);
        const m = run.moves[i];
        if (m !== undefined) {
          engine.describeMove(s as RsState, m as RsMove);
          expect(typeof E.isCheckpoint(s, m, run.states[i + 1])).toBe('boolean');
        }
        expect(JSON.stringify(s)).toBe(before);
      });
    }
  }, 60_000);

  it('junk, bent and replayed moves are refused with an ERR_ code unless offered', () => {
    for (const { run } of runs.filter((_, i) => i % 2 === 0)) {
      const pool = [...new Map(run.moves.map((m) => [moveKey(m), m])).values()];
      run.states.forEach((s, i) => {
        if (i % 3 !== 0) return;
        const offered = E.legalMoves(s);
        const keys = new Set(offered.map(moveKey));
        for (const m of [...JUNK_MOVES, ...bentMoves(offered), ...pool.slice(0, 40)].filter((x) => !keys.has(moveKey(x)))) {
          const r = E.apply(s, deepFreeze(structuredClone(m)));
          expect(r.ok, `accepted ${moveKey(m)}`).toBe(false);
          if (!r.ok) codes.add(r.error);
        }
      });
    }
  }, 60_000);

  it('a view shows nothing another seat hides: disguising it leaves every view the same', () => {
    for (const { run, seed } of runs) {
      run.states.forEach((raw, i) => {
        const s = raw as RsState;
        if (engine.toMove(s) === null || i % 5 !== 0) return;
        for (let seat = 0; seat < s.seats.length; seat++) {
          const other = adapter.disguise!(s, seat, `${seed}:${i}:${seat}`);
          expect(engine.view(other, seat)).toStrictEqual(engine.view(s, seat));
        }
      });
    }
  }, 60_000);

  it('every error code of the engine and every refusal seen is translated in both languages', () => {
    const all = new Set([...errorCodesInSource(sources('src/games/royal-stake/engine')), ...codes]);
    for (const lang of ['ru', 'en']) {
      const tree = localeFile(lang, 'royal-stake');
      const play = localeFile(lang, 'play');
      const common = commonStrings(lang);
      expect([...all].filter((c) => !lookUp(tree, `errors.${c}`) && !lookUp(play, `errors.${c}`) && !lookUp(common, `errors.${c}`))).toEqual([]);
    }
  });

  it('every log line is translated in both languages, with every placeholder supplied', () => {
    const problems = new Set<string>();
    for (const lang of ['ru', 'en']) {
      const tree = localeFile(lang, 'royal-stake');
      for (const { run } of runs) {
        run.moves.forEach((m, i) => {
          const { key, params = {} } = engine.describeMove(run.states[i] as RsState, m as RsMove);
          const text = lookUp(tree, `log.${key}`);
          if (text === undefined) return void problems.add(`${lang}: log.${key}`);
          const given = new Set([
            ...Object.keys(params),
            'player',
            ...Object.keys(params)
              .filter((k) => k.endsWith('Seat'))
              .map((k) => k.slice(0, -4)),
          ]);
          for (const name of placeholders(text)) if (!given.has(name)) problems.add(`${lang}: log.${key} needs ${name}`);
        });
      }
    }
    expect([...problems]).toEqual([]);
  });
});
