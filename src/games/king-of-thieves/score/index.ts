import type { BreakdownRow, CardValues, ScoreResult, Scorer } from '../../types';
import { ok, type Result } from '../../../lib/result';
import { BIG_HAUL_ICON_CHOICES, BIG_HAUL_ICON_KEY, UNKNOWN_ICON_CARD } from '../data/cards';
import { scoreTable, iconsWith } from './score-table';
import { parseHoldings } from './validate';
import { fail, type Code } from '../codes';

const sameRow = (a: BreakdownRow | undefined, b: BreakdownRow | undefined): boolean =>
  a !== undefined && b !== undefined && a.points === b.points && a.category === b.category;

/**
 * Big Haul's icon is printed but unknown to us. Score the table under every possible answer:
 * if all agree, the answer does not matter and nobody is asked; otherwise use the players'
 * answer from `cardValues` and flag the rows that depend on it: the owner's rows used a value
 * typed in for their card ("entered by you"); another player's row only moved with it (a shared
 * majority), so it says it depends on the answer instead of claiming an entry for that player.
 */
function scoreWithUnknownIcon(variants: ScoreResult[], cardValues: CardValues | undefined, owner: string | undefined): Result<ScoreResult, Code> {
  const given = cardValues?.[BIG_HAUL_ICON_KEY];
  const first = variants[0]!;
  const dependsOnAnswer = (id: string, i: number): boolean => variants.some((v) => !sameRow(v.breakdown[id]?.[i], first.breakdown[id]?.[i]));
  const anyDependence = Object.entries(first.breakdown).some(([id, rows]) => rows.some((_, i) => dependsOnAnswer(id, i)));
  if (given === undefined) {
    return anyDependence ? fail('ERR_NEEDS_CARD_VALUE', { key: BIG_HAUL_ICON_KEY, card: UNKNOWN_ICON_CARD }) : ok(first);
  }
  const chosen = Number.isInteger(given) ? variants[given] : undefined;
  if (!chosen) return fail('ERR_BAD_CARD_VALUE', { key: BIG_HAUL_ICON_KEY, max: variants.length - 1 });
  const breakdown = Object.fromEntries(
    Object.entries(chosen.breakdown).map(([id, rows]) => [
      id,
      rows.map((row, i) => (!dependsOnAnswer(id, i) ? row : id === owner ? { ...row, userEntered: true } : { ...row, dependsOnUserValue: true })),
    ]),
  );
  return ok({ ...chosen, breakdown });
}

/** King of Thieves end-of-game scorer (rules page: #scoring). Never throws. */
export const scorer: Scorer = {
  score(input, cardValues) {
    const parsed = parseHoldings(input);
    if (!parsed.ok) return parsed;
    const players = parsed.value;
    const owner = players.find((p) => p.cards.some((c) => c.icons === null));
    if (!owner) return ok(scoreTable(players, iconsWith(null)));
    const variants = BIG_HAUL_ICON_CHOICES.map((icon) => scoreTable(players, iconsWith(icon)));
    return scoreWithUnknownIcon(variants, cardValues, owner.id);
  },
};
