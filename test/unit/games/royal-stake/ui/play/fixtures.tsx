/**
 * Hand-made views and a fake table for the Royal Stake play components: a view is what
 * `engine.view` gives one seat, so components can be tested without playing a game to that point.
 */
import { readFileSync } from 'node:fs';
import type { ComponentChildren } from 'preact';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { RsMove, RsView } from '../../../../../../src/games/royal-stake/engine/types';
import { i18next } from '../../../../../../src/i18n';
import { ok } from '../../../../../../src/lib/result';
import type { PlayGame } from '../../../../../../src/play/types';
import { PlayContext } from '../../../../../../src/play/usePlayGame';
import type { SeatRecord } from '../../../../../../src/storage/types';
import { commonStrings } from '../../../../i18n/commonStrings';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** English and Russian common, play and Royal Stake strings; English active. */
export async function initRsI18n(): Promise<void> {
  const resources = Object.fromEntries(
    ['en', 'ru'].map((l) => [
      l,
      { common: commonStrings(l), ...Object.fromEntries(['play', 'royal-stake'].map((ns) => [ns, json(`locales/${l}/${ns}.json`)])) },
    ]),
  );
  await i18next.init({ lng: 'en', defaultNS: 'common', resources, interpolation: { escapeValue: false } });
}

export const NAMES = ['Anya', 'Boris', 'Vera', 'Gleb', 'Dina'];
/** Seat records for n seats. */
export const players = (n: number): SeatRecord[] =>
  NAMES.slice(0, n).map((name, i) => ({ id: `p${i}`, name, color: ['#c0392b', '#1f6fb2', '#2e7d32', '#8e44ad', '#b3541e'][i]! }));

type SeatView = RsView['seats'][number];
const seatView = (over: Partial<SeatView> = {}): SeatView => ({
  set: null,
  king: 'off',
  queenUses: 0,
  tricks: 0,
  redQueenWin: false,
  flagWins: [],
  score: 0,
  auctionLeft: 0,
  laidCount: 0,
  wonCount: 0,
  ...over,
});

/** A view of seat 0 in a 3-seat "I am King" trick, with overrides. */
export function iAmKingView(over: Partial<RsView> = {}): RsView {
  return {
    seat: 0,
    config: { mode: 'i-am-king', players: 3 },
    round: 1,
    phase: 'trick',
    toMove: 0,
    hand: ['black-3', 'red-9', 'rarity-1', 'red-2', 'blue-7', 'whiteFlag-1'],
    handSizes: [6, 6, 6],
    seats: [seatView({ set: 'red', king: 'ready', queenUses: 1 }), seatView({ set: 'blue' }), seatView({ set: 'green' })],
    won: [],
    discarded: [],
    deckSize: 0,
    first: 0,
    lead: 0,
    trump: 'red',
    auction: null,
    draft: null,
    reveal: null,
    pickOrder: [],
    discardOrder: [],
    trick: { leader: 0, plays: [], greenPending: [] },
    history: [],
    rounds: [],
    teams: null,
    leadSuit: null,
    blocked: [],
    ...over,
  };
}

/** A fake table around `children`: `g` fields as given, `play` recorded in `played`. */
export function fakeTable(view: RsView | null, legal: RsMove[], over: Partial<PlayGame<RsView, RsMove>> = {}) {
  const played: RsMove[] = [];
  const n = view?.config.players ?? 3;
  const g: PlayGame<RsView, RsMove> = {
    game: 'royal-stake',
    players: players(n),
    seats: players(n).map(() => ({ kind: 'human' as const })),
    seat: view?.seat ?? null,
    toMove: view?.toMove ?? null,
    view,
    legalMoves: legal,
    play: async (m) => (played.push(m), ok(true as const)),
    undo: async () => ok(true as const),
    canUndo: false,
    undoSeat: null,
    log: [],
    outcome: null,
    thinking: null,
    busy: false,
    error: null,
    ...over,
  };
  const wrap = (children: ComponentChildren) => <PlayContext.Provider value={g as PlayGame}>{children}</PlayContext.Provider>;
  return { g, played, wrap };
}

/** Renders into `root` inside act. */
export const mount = async (root: HTMLElement, node: preact.VNode) => act(async () => render(node, root));

/** Clicks and lets effects run. */
export async function click(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
}

export const $ = (root: ParentNode, sel: string) => root.querySelector<HTMLElement>(sel);
export const byTestId = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
/** Hand cards in screen order. */
export const handCards = (root: ParentNode) => [...root.querySelectorAll('[data-testid="hand"] [data-card]')].map((e) => e.getAttribute('data-card'));
