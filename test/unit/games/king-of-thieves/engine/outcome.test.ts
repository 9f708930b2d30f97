// King of Thieves engine: the final result is the score sheet's breakdown for the end position
// ("Подсчёт очков"), with Big Haul's unknown icon ruled an icon that scores nothing.
import { describe, expect, it } from 'vitest';
import { engine, ENGINE_CARD_VALUES, scorerInput, type KotState } from '../../../../../src/games/king-of-thieves/engine';
import { scorer } from '../../../../../src/games/king-of-thieves/score';
import { start } from './helpers';

const over = (patch: Partial<KotState>): KotState => ({ ...start(3), phase: 'over', ...patch });

describe('king-of-thieves engine result', () => {
  it("is the scorer's result for the cards, coins and notoriety at the end", () => {
    const s = over({
      cards: [
        ['crown', 'treasure-map-1', 'nearby-safehouse', 'concealed-safehouse'],
        ['treasure-map-2', 'bondsman', 'fence'],
        ['political-campaign', 'loyalty-program'],
      ],
      coins: [4, 4, 1],
      notoriety: [2, 0, 7],
    });
    const scored = scorer.score(scorerInput(s));
    if (!scored.ok) throw new Error(scored.error);
    expect(engine.outcome(s)).toStrictEqual({ finished: true, result: scored.value });
    // Crown 6, map shared 5, two hideouts 2 + 4, coins tied for most 2, notoriety 2.
    expect(scored.value.totals['0']).toBe(6 + 5 + 2 + 4 + 2 + 2);
  });

  it('Big Haul: the digital table rules its unknown icon one that scores nothing, and no row claims a value somebody entered (ruling-big-haul-icon)', () => {
    // With two wands beside it, a wand icon on Big Haul would change the Golem's points.
    const s = over({ cards: [['big-haul', 'collecting-golem', 'alchemical-lab'], ['bondsman'], []], coins: [0, 0, 0], notoriety: [0, 0, 0] });
    expect(scorer.score(scorerInput(s))).toMatchObject({ ok: false, error: 'ERR_NEEDS_CARD_VALUE' });
    const result = engine.outcome(s)!.result;
    const ruled = scorer.score(scorerInput(s), ENGINE_CARD_VALUES);
    if (!ruled.ok) throw new Error(ruled.error);
    expect(result.totals).toStrictEqual(ruled.value.totals);
    expect(result.breakdown['0']!.find((r) => r.category === 'golem')!.points).toBe(3);
    expect(
      Object.values(result.breakdown)
        .flat()
        .some((r) => r.userEntered || r.dependsOnUserValue),
    ).toBe(false);
  });

  it('there is no result while the game goes on', () => {
    expect(engine.outcome(start(4))).toBeNull();
  });
});
