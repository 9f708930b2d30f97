/**
 * Every rules-page anchor the pure code may cite: breakdown rows (score/) and trick verdicts
 * (referee/). Both rules pages (locales/{ru,en}/rules/royal-stake.md) must carry each one; the
 * type keeps the code from citing anything else, and a test checks the pages.
 */
export const RULE_ANCHORS = [
  // Standard game sections.
  'card-strength',
  'follow-rule',
  'kings',
  'queens',
  'character-cardsharp',
  'character-militia',
  'character-samurai',
  'character-healer',
  'character-collector',
  'character-jester',
  'character-cheerleader',
  'scoring-bets',
  'scoring-jacks',
  'scoring-characters',
  'scoring-kings',
  'scoring-queens',
  'end-of-game',
  // Other ways to play.
  'two-players',
  'jester-deal',
  'mode-i-am-king',
  'mode-team',
  'mode-emperor',
  // Our rulings that a row applies directly.
  'ruling-score-floor',
  'ruling-emperor-scoring',
  'ruling-cheerleader-deal',
] as const;

/** One anchor the pure code may cite. */
export type RuleAnchor = (typeof RULE_ANCHORS)[number];
