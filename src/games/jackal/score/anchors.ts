/**
 * Anchors of the Jackal rules page (locales/<lang>/rules/jackal.md) that scorer rows and referee
 * reasons link to. One list, so a test can check that both pages carry every one of them.
 */
export const RULE = {
  scoringIsland: 'scoring-island',
  scoringTortuga: 'scoring-tortuga',
  endOfGame: 'end-of-game',
  firstPlayer: 'first-player',
  stepCount: 'step-count',
  rum: 'rum',
  flags: 'flags',
  double: 'double',
  friday: 'friday',
  weapon: 'weapon',
  traps: 'traps',
  robbers: 'robbers',
  pathEnd: 'path-end',
  arrivalTies: 'arrival-ties',
  treasureSplit: 'treasure-split',
  coinSupply: 'ruling-coin-supply',
} as const;

/** An anchor the Jackal scorer or referee may cite. */
export type RuleAnchor = (typeof RULE)[keyof typeof RULE];
