// The trick judge: card strength («Сила карт»), the follow rule («Правило зависимости»),
// rarity and white flag, kings («Как использовать королей»), queens («Дама»), militia,
// samurai, and the specials of «Я король», the team mode and «Император».
import { describe, expect, it } from 'vitest';
import { resolveTrick, type TrickContext, type TrickPlay } from '../../../../src/games/royal-stake/referee';
import { play, plays } from './trick';

const STD: TrickContext = { mode: 'standard' };
function judge(p: TrickPlay[], ctx: TrickContext = STD) {
  const r = resolveTrick(p, ctx);
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params)}`);
  return r.value;
}
const errorOf = (p: TrickPlay[], ctx: TrickContext = STD) => {
  const r = resolveTrick(p, ctx);
  return r.ok ? 'ok' : r.error;
};

describe("card strength — «Сила карт» (the book's two examples)", () => {
  it('red 2 (lead), red 5, red 8, blue 9: red 8 wins', () => {
    const v = judge(plays('r2', 'r5', 'r8', 'b9'));
    expect(v).toMatchObject({ winner: 2, reason: 'highestLead', rule: 'card-strength', params: { card: 'red-8', lead: 'red' } });
  });
  it('red 2 (lead), red 8, black 1, blue 9: black 1 wins (black is trump)', () => {
    expect(judge(plays('r2', 'r8', 'k1', 'b9'))).toMatchObject({ winner: 2, reason: 'highestTrump', params: { trump: 'black' } });
  });
  it('higher black beats lower black; off-colour cards never win against the lead', () => {
    expect(judge(plays('g3', 'k2', 'k7', 'r10')).winner).toBe(2);
    expect(judge(plays('g3', 'b10', 'r10')).winner).toBe(0);
  });
  it('equal strength: the first played wins', () => {
    expect(judge([play('b1'), play('r10', { samurai: true }), play('k10')])).toMatchObject({ winner: 1, params: { tie: 1 } });
  });
});

describe('rarity and white flag — «Раритет», «Белый флаг»', () => {
  it('a rarity beats every number; of two rarities the first wins', () => {
    expect(judge(plays('k10', 'R', 'R')).winner).toBe(1);
    expect(judge(plays('k10', 'R', 'R')).reason).toBe('firstRarity');
  });
  it('a white flag loses to every number; flags alone: the first wins', () => {
    expect(judge(plays('F', 'g1')).winner).toBe(1);
    expect(judge(plays('F', 'F')).reason).toBe('firstFlag');
  });
  it('ruling-led-colour: after a rarity or flag lead, the first numbered card sets the lead colour', () => {
    expect(judge(plays('F', 'b3', 'r9', 'b7'))).toMatchObject({ winner: 3, params: { lead: 'blue' } });
  });
});

describe('kings — «Как использовать королей из отряда»', () => {
  it('a king wins over a rarity; of several kings the last laid wins', () => {
    expect(judge([play('r3', { king: 'red' }), play('R')])).toMatchObject({ winner: 0, reason: 'lastKing', rule: 'kings' });
    expect(judge([play('r3', { king: 'red' }), play('k10'), play('b2', { king: 'blue' })])).toMatchObject({ winner: 2, params: { kings: 2 } });
  });
  it('a king lies on a card of its own colour; the white king on a rarity, flag or white-queen card', () => {
    expect(errorOf([play('k3', { king: 'red' })])).toBe('ERR_KING_WRONG_CARD');
    expect(errorOf([play('r3', { king: 'white' })])).toBe('ERR_KING_WRONG_CARD');
    expect(errorOf([play('F', { king: 'white' })])).toBe('ok');
    expect(errorOf([play('r3', { queen: 'white', king: 'white' })])).toBe('ok');
    expect(errorOf([play('r3', { samurai: true, king: 'black' })])).toBe('ERR_KING_WRONG_CARD');
    expect(errorOf([play('r3', { king: 'red' }), play('r4', { king: 'red' })])).toBe('ERR_KING_TWICE');
  });
});

describe('queens — «Белая дама», «Синяя дама», «Чёрная дама»', () => {
  it('the white queen gives a card rarity strength (first rarity still wins ties)', () => {
    expect(judge([play('r2', { queen: 'white' }), play('R')])).toMatchObject({ winner: 0, reason: 'firstRarity', rule: 'queens' });
    expect(judge([play('R'), play('r2', { queen: 'white' })]).winner).toBe(0);
  });
  it('the blue queen gives a card white-flag strength', () => {
    expect(judge([play('k10', { queen: 'blue' }), play('k1')]).winner).toBe(1);
  });
  it('ruling-led-colour: the card under a queen keeps its colour and sets the lead', () => {
    const v = judge([play('k10', { queen: 'blue' }), play('r1'), play('g9')]);
    expect(v).toMatchObject({ winner: 2, reason: 'highestOffColour', params: { lead: 'black' } });
  });
  it("ruling-led-colour: the green queen's card is judged as laid last — it follows, loses ties, its king wins", () => {
    // Green queen led: the next player's blue 3 sets the colour; her red 10, laid last, is off-colour.
    expect(judge(plays('b3', 'r9', 'r10'))).toMatchObject({ winner: 0, params: { lead: 'blue' } });
    // Equal to an earlier card: the earlier one keeps the trick.
    expect(judge(plays('r5', 'b9', 'r5')).winner).toBe(0);
    // Her king, laid last, beats a king laid before it.
    expect(judge([play('r2', { king: 'red' }), play('b4'), play('g6', { king: 'green' })]).winner).toBe(2);
  });
  it('the black queen frees a play from the follow rule', () => {
    expect(judge([play('r2'), play('b5', { blackQueen: true, canFollow: true })]).violations).toEqual([]);
  });
  it('each queen once per trick', () => {
    expect(errorOf([play('r2', { queen: 'white' }), play('r3', { queen: 'white' })])).toBe('ERR_QUEEN_TWICE');
  });
});

describe('militia and samurai — «Ополченец», «Самурай»', () => {
  it('militia plays a 1 as a 10 and a 10 as a 1, colour unchanged', () => {
    expect(judge([play('g9'), play('g1', { militia: true })])).toMatchObject({ winner: 1, rule: 'character-militia', params: { changedBy: 'militia' } });
    expect(judge([play('g10', { militia: true }), play('g2')]).winner).toBe(1);
    expect(judge([play('g9'), play('r1', { militia: true })]).winner).toBe(0);
    expect(errorOf([play('g5', { militia: true })])).toBe('ERR_MILITIA_NOT_APPLICABLE');
  });
  it("militia swaps a white flag and a rarity, and undoes a queen's change", () => {
    expect(judge([play('k10'), play('F', { militia: true })]).winner).toBe(1);
    expect(judge([play('R', { militia: true }), play('g1')]).winner).toBe(1);
    expect(judge([play('r2', { queen: 'white', militia: true }), play('r3')]).winner).toBe(1);
    expect(judge([play('r2', { queen: 'blue', militia: true }), play('k10')]).winner).toBe(0);
  });
  it('samurai red cards have black strength but stay red for the lead', () => {
    expect(judge([play('r5', { samurai: true }), play('r9'), play('b10')])).toMatchObject({ winner: 0, rule: 'character-samurai', params: { lead: 'red' } });
    expect(judge([play('r5', { samurai: true }), play('r9'), play('k6')]).winner).toBe(2);
    expect(judge([play('b2'), play('k3', { samurai: true }), play('k4')]).winner).toBe(2);
  });
});

describe('follow rule — «Правило зависимости»', () => {
  it('flags an off-colour play from a hand that could follow', () => {
    expect(judge([play('r2'), play('b9', { canFollow: true }), play('k1', { canFollow: false })]).violations).toEqual([
      { index: 1, lead: 'red', rule: 'follow-rule' },
    ]);
  });
  it('rarities and white flags may always be played; nothing is owed before a lead colour exists', () => {
    expect(judge([play('r2'), play('R', { canFollow: true }), play('F', { canFollow: true })]).violations).toEqual([]);
    expect(judge([play('R'), play('b3', { canFollow: true })]).violations).toEqual([]);
  });
});

describe('«Я король»: trump colour and white flag over rarity', () => {
  const iak = (trump: 'red' | 'white' | 'black'): TrickContext => ({ mode: 'i-am-king', trump });
  it("the king's colour is trump and black is an ordinary colour", () => {
    expect(judge(plays('b9', 'r1'), iak('red'))).toMatchObject({ winner: 1, reason: 'highestTrump', rule: 'mode-i-am-king' });
    expect(judge(plays('b2', 'k10'), iak('red')).winner).toBe(0);
  });
  it('white chosen: no trump, and the white king may lie on any card', () => {
    expect(judge(plays('g3', 'k9', 'g5'), iak('white')).winner).toBe(2);
    expect(errorOf([play('g3', { king: 'white' })], iak('white'))).toBe('ok');
    expect(errorOf([play('g3', { king: 'white' })], iak('red'))).toBe('ERR_KING_WRONG_CARD');
  });
  it('a white flag beats rarities (100 VP, 200 over two); a king still beats it; no rarity, no change', () => {
    expect(judge(plays('R', 'F', 'r10'), iak('red'))).toMatchObject({ winner: 1, reason: 'flagOverRarity', params: { flagBonus: 100 } });
    expect(judge([play('R'), play('g4', { queen: 'white' }), play('F')], iak('red')).params.flagBonus).toBe(200);
    expect(judge([play('R'), play('F'), play('r2', { king: 'red' })], iak('red')).winner).toBe(2);
    expect(judge([play('b4', { queen: 'blue' }), play('R'), play('F')], iak('red')).winner).toBe(0);
    expect(judge(plays('F', 'g1', 'g2'), iak('red')).winner).toBe(2);
  });
  it('needs the trump colour', () => {
    expect(errorOf(plays('r1'), { mode: 'i-am-king' })).toBe('ERR_TRUMP_REQUIRED');
  });
});

describe('team mode: jacks are 11, the white jack follows the lead', () => {
  const TEAM: TrickContext = { mode: 'team' };
  it('a jack beats a 10 of its colour', () => {
    expect(judge(plays('r10', 'J:red'), TEAM).winner).toBe(1);
  });
  it('a led white jack takes the colour of the next numbered card and counts 11', () => {
    expect(judge(plays('J:white', 'r5', 'r10'), TEAM)).toMatchObject({ winner: 0, rule: 'mode-team', params: { lead: 'red' } });
    expect(judge(plays('J:white', 'r5', 'k1'), TEAM).winner).toBe(2);
  });
  it('ruling-flag-needs-rarity: the white flag climbs over rarities only when one is in the trick', () => {
    expect(judge(plays('F', 'g1'), TEAM)).toMatchObject({ winner: 1, reason: 'highestLead' });
    expect(judge(plays('F', 'F', 'g2'), TEAM).winner).toBe(2);
    expect(judge(plays('F', 'R', 'F'), TEAM)).toMatchObject({ winner: 0, reason: 'flagOverRarity' });
  });
  it('the white jack may be played anytime; a white flag beats a rarity', () => {
    expect(judge([play('g2'), play('J:white', { canFollow: true })], TEAM).violations).toEqual([]);
    expect(judge(plays('R', 'F', 'k9'), TEAM)).toMatchObject({ winner: 1, rule: 'mode-team' });
    expect(judge(plays('R', 'F', 'k9'), TEAM).params.flagBonus).toBeUndefined();
  });
  it('playing queens exist only in «Император»', () => {
    expect(errorOf(plays('Q:red'), TEAM)).toBe('ERR_CARD_NOT_IN_MODE');
    expect(errorOf(plays('J:red'), STD)).toBe('ERR_CARD_NOT_IN_MODE');
  });
});

describe('«Император»: jacks 11, queens 12, white court cards', () => {
  const EMP: TrickContext = { mode: 'emperor' };
  it('a queen beats a jack of its colour; a rarity still beats a flag', () => {
    expect(judge(plays('J:blue', 'Q:blue'), EMP).winner).toBe(1);
    expect(judge(plays('R', 'F'), EMP).winner).toBe(0);
  });
  it('the black king goes on a white jack only once black leads', () => {
    expect(errorOf([play('J:white', { king: 'black' })], EMP)).toBe('ERR_KING_WRONG_CARD');
    expect(judge([play('k3'), play('J:white', { king: 'black' })], EMP).winner).toBe(1);
    expect(errorOf([play('J:white', { king: 'white' })], EMP)).toBe('ok');
  });
  it("ruler queens' abilities and characters are not in this mode", () => {
    expect(errorOf([play('r3', { queen: 'white' })], EMP)).toBe('ERR_FEATURE_NOT_IN_MODE');
    expect(errorOf([play('r1', { militia: true })], EMP)).toBe('ERR_FEATURE_NOT_IN_MODE');
  });
});

describe('refusals', () => {
  it.each([
    [[], 'ERR_BAD_TRICK'],
    [plays('r1', 'r2', 'r3', 'r4', 'r5', 'r6'), 'ERR_BAD_TRICK'],
    [plays('r11'), 'ERR_BAD_CARD'],
    [[{ card: { kind: 'joker' } } as unknown as TrickPlay], 'ERR_BAD_CARD'],
    [[null as unknown as TrickPlay], 'ERR_BAD_CARD'],
  ])('%j -> %s', (p, code) => {
    expect(errorOf(p)).toBe(code);
  });
  it('refuses an unknown mode', () => {
    expect(errorOf(plays('r1'), { mode: 'bridge' } as unknown as TrickContext)).toBe('ERR_UNKNOWN_MODE');
    expect(errorOf(plays('r1'), null as unknown as TrickContext)).toBe('ERR_UNKNOWN_MODE');
  });
});
