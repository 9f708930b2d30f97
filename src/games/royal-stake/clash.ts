/**
 * Words for this game's saved fields in the two-tab clash question (src/ui/conflictFields.ts): the
 * label its own sheet uses, by dotted field path (the longest prefix wins), and the fields whose
 * words need a number or follow a pattern.
 */
import type { ClashFields } from '../types';

export const clashFields: ClashFields = {
  labels: {
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
  patterned: ([first, second]) => (first === 'won' && typeof second === 'string' ? { key: `royal-stake:scoreUi.won.${second}` } : undefined),
};
