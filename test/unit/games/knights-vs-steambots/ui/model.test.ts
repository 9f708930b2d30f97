// The score sheet's data helpers: new sheets the scorer accepts, edits that touch one field only,
// which fields each variant shows ("Подсчет очков", "Простые правила", rules page {#scoring-kids}).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../../src/games/knights-vs-steambots/score';
import { VARIANTS } from '../../../../../src/games/knights-vs-steambots/data/limits';
import {
  countOf,
  counts,
  groupOf,
  groupTotals,
  holdsValue,
  missingFields,
  ordersOf,
  readVariant,
  refusedPlayer,
  setCount,
  setGhost,
  setOrders,
  setVariant,
  startingInput,
  type Field,
} from '../../../../../src/games/knights-vs-steambots/ui/model';

/** Enters every required count as the table would: knights alive and the three victory piles. */
function enterRequired(d: unknown, ids: string[], knights: number | null): unknown {
  for (const id of ids) {
    if (knights !== null) d = setCount(d, id, 'knights', knights);
    for (const f of ['victories.simple', 'victories.spearman', 'victories.armoured'] as const) d = setCount(d, id, f, 0);
  }
  return d;
}

describe('a new sheet (house rule: nothing guessed, not entered is not 0)', () => {
  it('full game: knights alive and the victory pile are missing until entered, then it scores (Подсчет очков)', () => {
    const d = startingInput('standard', ['a', 'b', 'c']);
    expect(missingFields(d, 'a', 'standard')).toEqual(['knights', 'victories.simple', 'victories.spearman', 'victories.armoured']);
    expect(countOf(d, 'a', 'knights')).toBeNull();
    expect(countOf(d, 'a', 'hand.dragon')).toBe(0); // only cards you have are counted: 0 is the obvious start
    const entered = enterRequired(d, ['a', 'b', 'c'], 2);
    expect(missingFields(entered, 'a', 'standard')).toEqual([]);
    const r = scorer.score(entered);
    expect(r.ok && r.value.totals).toEqual({ a: 2, b: 2, c: 2 });
  });
  it('children: version 1 asks only for the steambots won, version 2 also for knights (Простые правила)', () => {
    expect(missingFields(startingInput('kids-easy', ['a']), 'a', 'kids-easy')).toEqual(['victories.simple', 'victories.spearman', 'victories.armoured']);
    expect(missingFields(startingInput('kids-harder', ['a']), 'a', 'kids-harder')[0]).toBe('knights');
    for (const [v, k] of [
      ['kids-easy', null],
      ['kids-harder', 3],
    ] as const) {
      const r = scorer.score({ ...(enterRequired(startingInput(v, ['a', 'b']), ['a', 'b'], k) as object), variant: v });
      expect(r.ok && r.value.totals, v).toEqual({ a: 0, b: 0 });
    }
  });
  it('clearing a count un-enters it', () => {
    const d = setCount(setCount(startingInput('standard', ['a']), 'a', 'knights', 2), 'a', 'knights', null);
    expect(countOf(d, 'a', 'knights')).toBeNull();
    expect(missingFields(d, 'a', 'standard')).toContain('knights');
  });
});

describe('editing one field', () => {
  it('changes that field and keeps everything else, even values the scorer refuses', () => {
    const saved = {
      variant: 'standard',
      players: [
        { id: 'a', knights: 'two', hand: { dragon: 1 } },
        { id: 'b', knights: 2 },
      ],
    };
    const next = setCount(saved, 'a', 'hand.special', 2);
    expect(next).toEqual({
      variant: 'standard',
      players: [
        { id: 'a', knights: 'two', hand: { dragon: 1, special: 2 } },
        { id: 'b', knights: 2 },
      ],
    });
    expect(saved.players[0]).toEqual({ id: 'a', knights: 'two', hand: { dragon: 1 } }); // not mutated
    expect(countOf(next, 'a', 'knights')).toBeNull(); // unreadable shows as not entered; the scorer names it
  });
  it('ghost, orders and variant are set the same way; a missing player is added', () => {
    let d: unknown = { players: [] };
    d = setGhost(d, 'x', true);
    d = setOrders(d, 'x', [3, -1]);
    d = setVariant(d, 'kids-harder');
    expect(d).toEqual({ players: [{ id: 'x', ghost: true, orders: [3, -1] }], variant: 'kids-harder' });
    expect(ordersOf(d, 'x')).toEqual([3, -1]);
  });
  it('property: any sequence of count edits reads back the last value of each field', () => {
    const fields = ['knights', 'mages', 'settings', 'victories.armoured', 'inventory.paper', 'hand.dragon'] as const;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...fields), fc.integer({ min: 0, max: 999 })), { maxLength: 30 }), (edits) => {
        let d: unknown = startingInput('standard', ['a', 'b']);
        const last = new Map<string, number>();
        for (const [f, v] of edits) {
          d = setCount(d, 'a', f, v);
          last.set(f, v);
        }
        for (const [f, v] of last) expect(countOf(d, 'a', f as (typeof fields)[number])).toBe(v);
        expect(countOf(d, 'b', 'knights')).toBeNull();
      }),
    );
  });
});

describe('what each variant shows (rules page {#scoring-kids})', () => {
  const all: Field[] = ['knights', 'mages', 'ghost', 'settings', 'orders', 'victories.simple', 'inventory.trap', 'inventory.rock', 'hand.dragon'];
  it.each([
    ['standard', all],
    ['kids-easy', ['victories.simple', 'inventory.rock']],
    ['kids-harder', ['knights', 'settings', 'victories.simple', 'inventory.trap', 'inventory.rock']],
  ] as const)('%s counts exactly %j of the sample', (variant, shown) => {
    expect(all.filter((f) => counts(variant, f))).toEqual(shown);
  });
  it('an ignored field that holds a value is reported, so the sheet can show it', () => {
    const d = setCount(startingInput('standard', ['a']), 'a', 'knights', 2);
    expect(holdsValue(d, 'a', 'knights')).toBe(true);
    expect(holdsValue(d, 'a', 'orders')).toBe(false);
    expect(holdsValue(setGhost(d, 'a', true), 'a', 'ghost')).toBe(true);
  });
  it('an unknown saved variant reads as the full game, as the scorer treats a missing one', () => {
    expect(readVariant({ variant: 'kids-easy' })).toBe('kids-easy');
    expect(readVariant({})).toBe('standard');
    expect(VARIANTS).toContain(readVariant({ variant: 'nonsense' }));
  });
});

describe('refusals and groups', () => {
  it('a refusal path names the player to open', () => {
    const d = { players: [{ id: 'a' }, { id: 'b' }] };
    expect(refusedPlayer(d, 'players.1.ghost')).toBe('b');
    expect(refusedPlayer(d, 'players')).toBeUndefined();
    expect(refusedPlayer(d, 'players.7.x')).toBeUndefined();
  });
  it('every category goes to its section', () => {
    expect(['victoryArmoured', 'knights', 'ghost', 'paperWithMage', 'settings', 'handDragon', 'order'].map(groupOf)).toEqual([
      'victories',
      'team',
      'team',
      'inventory',
      'inventory',
      'hand',
      'orders',
    ]);
  });
  it('group subtotals add up to each total of every accepted vector (Подсчет очков)', () => {
    const dir = join(process.cwd(), 'test/vectors/knights-vs-steambots');
    let checked = 0;
    for (const f of readdirSync(dir)) {
      const r = scorer.score(JSON.parse(readFileSync(join(dir, f), 'utf8')).input);
      if (!r.ok) continue;
      for (const [id, rows] of Object.entries(r.value.breakdown)) {
        expect(
          Object.values(groupTotals(rows)).reduce((a, b) => a + b, 0),
          `${f} ${id}`,
        ).toBe(r.value.totals[id]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
