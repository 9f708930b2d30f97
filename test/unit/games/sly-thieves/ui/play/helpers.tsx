/** Mounting the Sly Thieves table in happy-dom: real engine, real bots (in-process), real strings. */
import { readFileSync } from 'node:fs';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import { bots } from '../../../../../../src/games/sly-thieves/bots';
import { engine } from '../../../../../../src/games/sly-thieves/engine';
import type { SlyConfig, SlyMove, SlyState } from '../../../../../../src/games/sly-thieves/engine/types';
import { PlayScreen } from '../../../../../../src/games/sly-thieves/ui/play/PlayScreen';
import { i18next } from '../../../../../../src/i18n';
import type { BotRunner, SeatSpec } from '../../../../../../src/play/types';
import type { SeatRecord } from '../../../../../../src/storage/types';
import { initTestI18n } from '../../../../ui/i18n-setup';
import { inProcessRunner, legalMovesUntil, mountGameTable, replayMoves } from '../../../../play/game-table';
import { commonStrings } from '../../../../i18n/commonStrings';
import { manifest } from '../../../../../../src/games/sly-thieves/index';

export const GAME = manifest.id;
export const H: SeatSpec = { kind: 'human' };
export const EASY: SeatSpec = { kind: 'bot', level: 'easy' };

/** English and Russian common, play and Sly Thieves strings. */
export async function initSlyI18n(): Promise<void> {
  await initTestI18n('en');
  for (const lang of ['en', 'ru']) {
    i18next.addResourceBundle(lang, 'common', commonStrings(lang), true, true);
    for (const ns of ['play', GAME]) i18next.addResourceBundle(lang, ns, JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')), true, true);
  }
}

/** The bot worker's handler, called in-process with the Sly Thieves engine and bots. */
export const slyRunner = (): BotRunner => inProcessRunner({ engine, bots });

/** The state after `moves` from a fresh deal; throws if any move is refused. */
export const replay = (config: SlyConfig, seed: string, moves: readonly SlyMove[]): SlyState => replayMoves(engine, config, seed, moves);

/**
 * Plays from a fresh deal, picking legal move number `pick(i)` each time, until `stop` says so;
 * returns the moves, or null when the game ends first.
 */
export function playUntil(
  config: SlyConfig,
  seed: string,
  stop: (s: SlyState) => boolean,
  pick: (i: number, n: number) => number = (i, n) => (i * 7) % n,
): SlyMove[] | null {
  return legalMovesUntil(engine, replay(config, seed, []), stop, pick, 400);
}

const NAMES = ['Anya', 'Boris', 'Vera', 'Gleb'];
const COLORS = ['#c0392b', '#1f6fb2', '#2e7d32', '#8e44ad'];

/** Creates a session (optionally already `moves` in) and mounts its table into `root`. */
export async function mountSly(root: HTMLElement, seats: SeatSpec[], opts: { config?: Partial<SlyConfig>; seed?: string; moves?: SlyMove[] } = {}) {
  const config: SlyConfig = { players: seats.length, variant: 'basic', ...opts.config };
  const players: SeatRecord[] = seats.map((_, i) => ({ id: `p${i}`, name: NAMES[i]!, color: COLORS[i]! }));
  const session = await mountGameTable(root, {
    game: GAME,
    engine,
    Screen: PlayScreen,
    runner: slyRunner(),
    players,
    seats,
    config,
    seed: opts.seed ?? 'sly-ui-seed',
    moves: opts.moves,
  });
  // The loot is secret (issue 13): with two people the hand-over curtain comes first; the person
  // to move takes the phone, as at a real table.
  await passPhone(root);
  return { session, config, seed: opts.seed ?? 'sly-ui-seed' };
}

/** If the hand-over curtain is up, the named person takes the phone (taps it). */
export async function passPhone(root: HTMLElement): Promise<void> {
  await vi.waitFor(() => {
    if (!root.querySelector('[data-testid="curtain"], [data-testid="board"], [data-testid="result"]')) throw new Error('table not shown yet');
  });
  const reveal = root.querySelector<HTMLButtonElement>('[data-testid="reveal"]');
  if (reveal) await act(async () => reveal.click());
}

/** Rooms carrying `data-choice` = kind, as numbers, sorted. */
export const choiceRooms = (root: ParentNode, kind: string) =>
  [...root.querySelectorAll(`[data-choice="${kind}"]`)].map((el) => Number(el.getAttribute('data-room'))).sort((a, b) => a - b);

/** The SVG element of a room. */
export const roomEl = (root: ParentNode, room: number) => root.querySelector(`[data-room="${room}"]`) as SVGGElement | null;

/** Clicks (SVG rooms have no click(), so they get a click event) and lets effects and saves run. */
export async function tap(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to tap');
  await act(async () => (el instanceof HTMLElement ? el.click() : void el.dispatchEvent(new Event('click', { bubbles: true }))));
}

export const sorted = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => a - b);
export const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);
