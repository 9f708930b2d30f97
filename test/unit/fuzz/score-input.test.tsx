// @vitest-environment happy-dom
// Issue 11 (per-game fuzzing of saved score input) and issue 22 ("fuzz is generic"): one property
// for every game that declares `score` (found through the registry, templates included) and for
// the score pad: damaged saved sessions never bring up the crash panel, and a refusal is said in
// words, naming the player. Each game's run has its own fixed seed (harness.ts, fuzzSeed), so the
// run is the same everywhere and a failure says how to replay it. A game's screen may refuse more
// than its scorer does: its adapter's `screenVerdict` says what (src/games/types.ts).
import { render, type ComponentType } from 'preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scorer } from '../../../src/games/types';
import { validatePad } from '../../../src/scorepad/score';
import { PadScreen } from '../../../src/scorepad/ui/PadScreen';
import { SCORE_PAD } from '../../../src/lib/scorePad';
import type { SeatRecord } from '../../../src/storage/types';
import { ensureNamespace } from '../../../src/i18n';
import { adapterOf, allGames } from '../games/all-games';
import { fuzzScoreScreen, startI18n, vectorInputs, type ScreenUnderFuzz } from './harness';

let root: HTMLElement;
// i18next starts once: starting it again per game drops the strings already loaded (the loader
// remembers them as loaded), which is what made an earlier draft of this file fail across games.
beforeAll(async () => {
  await startI18n();
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

/** Two pads: numbers, a refused null, a negative, one with no rounds yet. */
const PADS = [
  {
    players: [
      { id: 'a', rounds: [3, 4, null] },
      { id: 'b', rounds: [5, -6, 7] },
      { id: 'c', rounds: [0, 12] },
    ],
    lowestWins: false,
  },
  { players: [{ id: 'a', rounds: [] }], lowestWins: true },
];

/** Everything with a score screen: each game declaring `score`, then the pad. */
const cases: { id: string; load: () => Promise<Omit<ScreenUnderFuzz, 'game'> & { runs: number }> }[] = [
  ...allGames
    .filter((g) => g.parts.includes('score'))
    .map((g) => ({
      id: g.id,
      load: async () => {
        const scorer: Scorer = await g.loadScorer!();
        const Screen = (await g.loadScoreScreen!()) as ComponentType<{ sessionId: string }>;
        const { screenVerdict, fuzzRuns } = adapterOf(g.id);
        return {
          ns: g.id,
          Screen,
          inputs: vectorInputs(g.id),
          score: screenVerdict
            ? (d: unknown, seats: SeatRecord[]) =>
                screenVerdict(
                  d,
                  seats.map((s) => s.id),
                )
            : (d: unknown) => scorer.score(d, {}),
          runs: fuzzRuns ?? 40,
        };
      },
    })),
  { id: SCORE_PAD, load: async () => ({ Screen: PadScreen, inputs: PADS, score: (d) => validatePad(d), runs: 60 }) },
];

describe.each(cases.map((c) => [c.id, c] as const))('%s score screen under damaged saved input', (id, c) => {
  it('renders every damaged session without the crash panel, and says why it refuses (property)', async () => {
    const under = await c.load();
    if (under.ns) await ensureNamespace(under.ns);
    const { refused, total } = await fuzzScoreScreen({ game: id, ...under }, root, under.runs);
    expect(total).toBe(under.runs);
    // The damage reaches the scorer, not only fields it ignores.
    expect(refused).toBeGreaterThan(under.runs / 8);
  }, 120_000);
});
