/**
 * The closed list of codes the Jackal engine refuses with (translated as `jackal:errors.<code>`).
 * One table so a test can check that both languages say every one of them.
 */
export const ENGINE_ERRORS = {
  badConfig: 'ERR_BAD_CONFIG',
  badPlayers: 'ERR_BAD_PLAYERS',
  badIslandSource: 'ERR_BAD_ISLAND_SOURCE',
  badSeed: 'ERR_BAD_SEED',
  badState: 'ERR_BAD_STATE',
  badMove: 'ERR_BAD_MOVE',
  gameOver: 'ERR_GAME_OVER',
  notYourTurn: 'ERR_NOT_YOUR_TURN',
  wrongPhase: 'ERR_WRONG_PHASE',
  cardNotInHand: 'ERR_CARD_NOT_IN_HAND',
  faceUpCard: 'ERR_FACE_UP_CARD',
  flagNotFirst: 'ERR_FLAG_NOT_FIRST',
  rowEmpty: 'ERR_ROW_EMPTY',
  rowNotEmpty: 'ERR_ROW_NOT_EMPTY',
  tortugaPrice: 'ERR_TORTUGA_PRICE',
  tortugaCoins: 'ERR_TORTUGA_COINS',
  tortugaSupply: 'ERR_TORTUGA_SUPPLY',
  noSuchMove: 'ERR_NO_SUCH_MOVE_CARD',
  alreadyAttached: 'ERR_ALREADY_ATTACHED',
  notSailing: 'ERR_NOT_SAILING',
  badDir: 'ERR_BAD_DIR',
} as const;

/** A code the engine may refuse with. */
export type EngineError = (typeof ENGINE_ERRORS)[keyof typeof ENGINE_ERRORS];
