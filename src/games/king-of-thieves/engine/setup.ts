/**
 * Setting up the table ("Подготовка"): dice by player count, the three decks shuffled and trimmed
 * unseen to 13 / 12 / 11, five A cards as the market, one coin each, the first-player token; then
 * the first turn's roll ("Часть 1. Делёжка добычи").
 */
import { ok, type Result } from '../../../lib/result';
import { isRecord } from '../../../lib/read';
import { seedRng, shuffle, type RngState } from '../../../lib/rng';
import { cardsOfDeck, DECK_IDS } from '../data/cards';
import { CARDS_KEPT, DICE_BY_PLAYERS, MARKET_ROW_SIZE, PLAYER_COUNT, STARTING_COINS } from '../data/setup';
import type { DeckId } from '../data/types';
import { none, roll } from './counts';
import { refuse } from './errors';
import type { KotState } from './types';
import type { KotError } from '../codes';

/** Checks an untrusted configuration: 3-5 players, and a first seat among them (default 0). */
export function parseConfig(raw: unknown): Result<{ players: number; first: number }, KotError> {
  if (!isRecord(raw)) return refuse('ERR_BAD_CONFIG');
  const players = raw.players;
  if (typeof players !== 'number' || DICE_BY_PLAYERS[players] === undefined) {
    return refuse('ERR_BAD_PLAYERS', { min: PLAYER_COUNT.min, max: PLAYER_COUNT.max });
  }
  const first = raw.first ?? 0;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= players) return refuse('ERR_BAD_FIRST');
  return ok({ players, first });
}

/**
 * A new turn on a draft: the token holder rolls every die into the centre and lays the token
 * beside them; every loot is empty and the holder chooses first.
 */
export function startRound(d: KotState): void {
  const rolled = roll(d.rng, d.diceCount);
  d.rng = rolled.rng;
  d.centre = rolled.dice;
  d.loot = d.loot.map(() => none());
  d.seat = d.token;
  d.token = -1;
  d.phase = 'split';
  d.finalLoot = null;
  d.sale = null;
}

/** Shuffles each deck and sets the removed cards aside unseen. */
function dealDecks(rng: RngState): { rng: RngState; decks: Record<DeckId, string[]>; boxed: string[] } {
  let state = rng;
  const decks = { A: [], B: [], C: [] } as Record<DeckId, string[]>;
  const boxed: string[] = [];
  for (const id of DECK_IDS) {
    const shuffled = shuffle(
      state,
      cardsOfDeck(id).map((c) => c.id),
    );
    state = shuffled.state;
    const removed = shuffled.value.length - CARDS_KEPT[id];
    boxed.push(...shuffled.value.slice(0, removed));
    decks[id] = shuffled.value.slice(removed);
  }
  return { rng: state, decks, boxed };
}

/** The table before the first player chooses: the state of turn 1, dice rolled. */
export function setupGame(config: unknown, seed: unknown): Result<KotState, KotError> {
  if (typeof seed !== 'string') return refuse('ERR_BAD_SEED');
  const parsed = parseConfig(config);
  if (!parsed.ok) return parsed;
  const { players, first } = parsed.value;
  const dealt = dealDecks(seedRng(seed));
  const s: KotState = {
    players,
    rng: dealt.rng,
    phase: 'split',
    round: 1,
    seat: first,
    diceCount: DICE_BY_PLAYERS[players]!,
    centre: none(),
    loot: Array.from({ length: players }, () => none()),
    token: first,
    finalLoot: null,
    finalToken: -1,
    decks: { A: dealt.decks.A.slice(MARKET_ROW_SIZE), B: dealt.decks.B, C: dealt.decks.C },
    rows: { A: dealt.decks.A.slice(0, MARKET_ROW_SIZE), B: [], C: [] },
    open: ['A'],
    boxed: dealt.boxed,
    cards: Array.from({ length: players }, () => []),
    coins: Array.from({ length: players }, () => STARTING_COINS),
    notoriety: Array.from({ length: players }, () => 0),
    sale: null,
  };
  startRound(s);
  return ok(s);
}
