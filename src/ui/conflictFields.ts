/**
 * Words for the fields of every game's saved input, for the two-tab clash question: the field
 * names left on a path once the player and the round are named ("won", "red") become the label
 * the game's own sheet uses ("Red cards won"). Keys point into the game's namespace where the
 * sheet already has a label; a field with no entry here reads "a value", never a raw key.
 */
import type { Path } from './rebase';
import { SCORE_PAD } from '../lib/scorePad';

/** An i18next key (namespaced) and its params. */
export interface FieldWords {
  key: string;
  params?: Record<string, unknown>;
}

/** Label keys by dotted field path, per game (the pad's rounds are named by conflictLabel itself). */
const LABELS: Record<string, Record<string, string>> = {
  [SCORE_PAD]: { lowestWins: 'common:pad.lowestWins', rounds: 'common:sync.fields.rounds' },
  jackal: { islands: 'jackal:sheet.islands', starter: 'jackal:sheet.firstPlayer', planned: 'jackal:setup.length', judged: 'jackal:judge.verdict' },
  'king-of-thieves': { coins: 'king-of-thieves:sheet.coins', notoriety: 'king-of-thieves:sheet.notoriety', cards: 'king-of-thieves:table.cards' },
  'knights-vs-steambots': {
    variant: 'knights-vs-steambots:setup.variant',
    victories: 'knights-vs-steambots:sections.victories',
    inventory: 'knights-vs-steambots:sections.inventory',
    hand: 'knights-vs-steambots:sections.hand',
    orders: 'knights-vs-steambots:sections.orders',
  },
  'sly-thieves': {
    variant: 'sly-thieves:options.variant',
    distribution: 'sly-thieves:options.bank',
    tiles: 'sly-thieves:sheet.bankLoot',
    'tiles.1': 'sly-thieves:sheet.rowCash',
    'tiles.2': 'sly-thieves:sheet.rowGoldBar',
    'tiles.3': 'sly-thieves:sheet.rowDiamond',
  },
  'royal-stake': {
    mode: 'royal-stake:scoreUi.setup.mode',
    rulers: 'royal-stake:scoreUi.setup.rulers',
    options: 'royal-stake:scoreUi.setup.options',
    'options.jesterDeal': 'royal-stake:scoreUi.options.jesterDeal',
    'options.cheerleaderAdvanced': 'royal-stake:scoreUi.options.cheerleaderAdvanced',
    'options.baseSquads': 'royal-stake:scoreUi.options.baseSquads',
    teams: 'royal-stake:scoreUi.fields.teams',
    king: 'royal-stake:scoreUi.missing.king',
    jesterDealKing: 'royal-stake:scoreUi.missing.dealKing',
    table: 'royal-stake:scoreUi.missing.tableTotal',
    byTable: 'royal-stake:scoreUi.table.switch',
    tricks: 'royal-stake:scoreUi.missing.tricks',
    faceUp: 'royal-stake:scoreUi.squad.faceUpLabel',
    bets: 'royal-stake:scoreUi.squad.betLabel',
    partner: 'royal-stake:scoreUi.squad.partnerLabel',
    copy: 'royal-stake:scoreUi.missing.copy',
    won: 'royal-stake:scoreUi.step.cards',
    redQueen: 'royal-stake:scoreUi.flags.redQueen',
    kingUsed: 'royal-stake:scoreUi.flags.kingUsed',
    queenRecharged: 'royal-stake:scoreUi.fields.queenRecharged',
    jackShift: 'royal-stake:scoreUi.flags.jackShift',
    extraKings: 'royal-stake:scoreUi.fields.extraKings',
    flagWins: 'royal-stake:scoreUi.fields.flagWins',
    courtCards: 'royal-stake:scoreUi.fields.courtCards',
    dealPenaltyCards: 'royal-stake:scoreUi.missing.dealPenaltyCards',
    printed: 'royal-stake:scoreUi.fields.printed',
  },
};

/** The longest dotted prefix of `names` that has a label in `table`. */
function longest(table: Record<string, string>, names: string[]): string | undefined {
  for (let n = names.length; n > 0; n--) {
    const key = table[names.slice(0, n).join('.')];
    if (key) return key;
  }
  return undefined;
}

/** Field paths whose words need a number or follow a pattern (an island, an order card, a won colour, a count field). */
function patterned(game: string, rest: Path): FieldWords | undefined {
  const [first, second] = rest;
  const nth = typeof second === 'number' ? second + 1 : undefined;
  if (game === 'jackal' && first === 'islands' && nth) return { key: 'common:sync.fields.island', params: { n: nth } };
  if (game === 'jackal' && first === 'judged' && typeof second === 'string') return { key: 'jackal:judge.title', params: { n: second } };
  if (game === 'knights-vs-steambots' && first === 'orders' && nth) return { key: 'knights-vs-steambots:fields.order', params: { number: nth } };
  if (game === 'knights-vs-steambots' && typeof first === 'string' && first !== 'orders' && first !== 'variant') {
    const dotted = rest.filter((k) => typeof k === 'string').join('.');
    return { key: `knights-vs-steambots:fields.${dotted}` };
  }
  if (game === 'royal-stake' && first === 'won' && typeof second === 'string') return { key: `royal-stake:scoreUi.won.${second}` };
  return undefined;
}

/**
 * The words for the field names left on a clash path (player and round already named), as
 * i18next keys to try in order; the last is always the generic "a value".
 */
export function fieldWords(game: string, rest: Path): FieldWords[] {
  const fallback: FieldWords = { key: 'common:sync.fields.value' };
  if (rest.length === 0) return [];
  const special = patterned(game, rest);
  const names = rest.filter((k): k is string => typeof k === 'string');
  // Every game's players carry an `id`: the seat the entry belongs to.
  const key = names.length === 1 && names[0] === 'id' ? 'common:sync.fields.player' : longest(LABELS[game] ?? {}, names);
  return [...(special ? [special] : []), ...(key ? [{ key }] : []), fallback];
}
