// Big Haul's icon is lost from every source we have (see /work/shared/reference): the scorer
// asks for it only when it can change a score, and flags the rows that used the answer.
// Rules page: ruling-big-haul-icon; the icons count under "Подсчёт очков" and "Карты рынка".
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/king-of-thieves/score';
import { BIG_HAUL_ICON_CHOICES, BIG_HAUL_ICON_KEY } from '../../../../src/games/king-of-thieves/data/cards';
import { p, pointsOf, rowsOf, scoreOk } from './helpers';

const answer = (icon: string | null) => ({ [BIG_HAUL_ICON_KEY]: BIG_HAUL_ICON_CHOICES.indexOf(icon as never) });
// B leads henchmen with one icon: a henchman on Big Haul would make A tie B for the lead.
const contested = [p('A', ['big-haul']), p('B', ['bondsman']), p('C')];

describe('ruling-big-haul-icon', () => {
  it('asks for the icon with ERR_NEEDS_CARD_VALUE when it could change a score', () => {
    const r = scorer.score({ players: contested });
    expect(r.ok ? null : [r.error, r.params?.key]).toEqual(['ERR_NEEDS_CARD_VALUE', BIG_HAUL_ICON_KEY]);
  });

  it('does not ask when no answer changes anything, and flags nothing', () => {
    const s = scoreOk([p('A', ['big-haul', 'crown']), p('B', ['bondsman', 'fence']), p('C', ['tailor', 'pawnbroker', 'corrupt-official'])]);
    expect(s.totals).toEqual({ A: 6, B: 1, C: 3 });
    expect(
      Object.values(s.breakdown)
        .flat()
        .some((r) => r.userEntered),
    ).toBe(false);
  });

  // Issue 20 point 13: after the answer for A's Big Haul, B's row was tagged "entered by you".
  it('a henchman answer counts toward the majority; the owner’s row is "entered by you", a row it only moved "depends on your answer"', () => {
    const s = scoreOk(contested, answer('henchman'));
    expect([pointsOf(s, 'A', 'henchmen'), pointsOf(s, 'B', 'henchmen')]).toEqual([2, 2]);
    expect(rowsOf(s, 'A', 'henchmen')[0]?.userEntered).toBe(true);
    expect(rowsOf(s, 'B', 'henchmen')[0]?.userEntered).toBeUndefined();
    expect(rowsOf(s, 'B', 'henchmen')[0]?.dependsOnUserValue).toBe(true);
    expect(rowsOf(s, 'C', 'henchmen')[0]?.dependsOnUserValue).toBeUndefined();
    expect(rowsOf(s, 'C', 'henchmen')[0]?.userEntered).toBeUndefined();
    expect(rowsOf(s, 'A', 'notoriety')[0]?.userEntered).toBeUndefined();
  });

  it('an answer that scores nothing leaves B alone in the lead, still flagged as depending on it', () => {
    const s = scoreOk(contested, answer(null));
    expect([pointsOf(s, 'A', 'henchmen'), pointsOf(s, 'B', 'henchmen')]).toEqual([0, 3]);
    expect(rowsOf(s, 'B', 'henchmen')[0]?.dependsOnUserValue).toBe(true);
  });

  it('a wand answer feeds the golem, a hideout answer the hideouts, a map answer the rival maps', () => {
    const golem = scoreOk([p('A', ['big-haul', 'collecting-golem']), p('B'), p('C')], answer('wand'));
    expect(pointsOf(golem, 'A', 'golem')).toBe(3);
    const hideout = scoreOk([p('A', ['big-haul', 'nearby-safehouse']), p('B'), p('C')], answer('hideout'));
    expect(pointsOf(hideout, 'A', 'hideout')).toBe(2);
    const map = scoreOk([p('A', ['big-haul']), p('B', ['treasure-map-1']), p('C')], answer('map'));
    expect(pointsOf(map, 'B', 'treasureMapShared')).toBe(5);
    expect(rowsOf(map, 'B', 'treasureMapShared')[0]?.dependsOnUserValue).toBe(true);
    expect(rowsOf(map, 'B', 'treasureMapShared')[0]?.userEntered).toBeUndefined();
    // Big Haul itself has no map text, so it scores nothing of its own.
    expect(map.totals.A).toBe(0);
  });

  it.each([5, -1, 1.5, Number.NaN])('refuses the answer %s with ERR_BAD_CARD_VALUE', (v) => {
    const r = scorer.score({ players: contested }, { [BIG_HAUL_ICON_KEY]: v });
    expect(r.ok ? 'ok' : r.error).toBe('ERR_BAD_CARD_VALUE');
  });

  it('ignores the answer when nobody owns Big Haul', () => {
    const r = scorer.score({ players: [p('A', ['bondsman']), p('B'), p('C')] }, { [BIG_HAUL_ICON_KEY]: 9 });
    expect(r.ok).toBe(true);
  });
});
