/** Numbers of the three other modes ("I am King", team whist, "Emperor"). */

/** "I am King" (3 players): VP of each outcome. */
export const I_AM_KING = {
  /** The king won more tricks than each opponent. */
  kingWins: 100,
  /** ...and at least this many tricks: a second 100. */
  bigWinTricks: 5,
  kingBigWin: 100,
  /** Each opponent when the king did not out-trick both. */
  defendersWin: 100,
  /** Opponents' jacks lie face down: exactly 3 wins pay 100. */
  jackBackWins: 3,
  jackBack: 100,
  /** A white flag beating one rarity in a trick; two or more rarities pay the second value. */
  flagOverOneRarity: 100,
  flagOverRarities: 200,
} as const;

/** Team whist (4 players). */
export const TEAM = {
  /** The team with more wins in a round (both teams when level). */
  majority: 100,
  /** Team points that end the game. */
  winningScore: 200,
} as const;

/** "Emperor" (5 players): teams white + black against red + blue + green. */
export const EMPEROR = {
  perTrick: 10,
  /** Jack, queen or rarity won. */
  perCourtOrRarity: 10,
  /** White flag won, subtracted after the positives. */
  perWhiteFlag: -10,
  /** Playing jacks count 11 and playing queens 12 in a trick. */
  jackRank: 11,
  queenRank: 12,
} as const;

/** The two colours that form the emperor's team ("white" is the emperor, "black" the advisor). */
export const EMPEROR_TEAM_COLOURS = ['white', 'black'] as const;
