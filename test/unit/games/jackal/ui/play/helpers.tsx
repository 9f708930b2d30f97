/** Mounting the Jackal table in happy-dom: real engine, real bots (in-process), real strings. */
import { readFileSync } from 'node:fs';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import { bots } from '../../../../../../src/games/jackal/bots';
import { engine, type JackalConfig, type JackalMove, type JackalState } from '../../../../../../src/games/jackal/engine';
import { manifest } from '../../../../../../src/games/jackal/index';
import { PlayScreen } from '../../../../../../src/games/jackal/ui/play/PlayScreen';
import { i18next } from '../../../../../../src/i18n';
import type { SeatSpec } from '../../../../../../src/play/types';
import type { SeatRecord } from '../../../../../../src/storage/types';
import { commonStrings } from '../../../../i18n/commonStrings';
import { inProcessRunner, mountGameTable, replayMoves } from '../../../../play/game-table';
import { initTestI18n } from '../../../../ui/i18n-setup';

export const GAME = manifest.id;
export const H: SeatSpec = { kind: 'human' };
export const EASY: SeatSpec = { kind: 'bot', level: 'easy' };

/** English and Russian common, play and Jackal strings. */
export async function initJackalI18n(): Promise<void> {
  await initTestI18n('en');
  for (const lang of ['en', 'ru']) {
    i18next.addResourceBundle(lang, 'common', commonStrings(lang), true, true);
    for (const ns of ['play', GAME]) i18next.addResourceBundle(lang, ns, JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')), true, true);
  }
}

export const NAMES = ['Anya', 'Boris', 'Vera', 'Gleb'];
const COLORS = ['#c0392b', '#1f6fb2', '#2e7d32', '#8e44ad'];

/** The state after `moves` from a fresh deal; throws if any move is refused. */
export const replay = (config: JackalConfig, seed: string, moves: readonly JackalMove[]): JackalState => replayMoves(engine, config, seed, moves);

/** Creates a learning-game session (optionally already `moves` in) and mounts its table into `root`. */
export async function mountJackal(root: HTMLElement, seats: SeatSpec[], opts: { seed?: string; moves?: JackalMove[]; islands?: 'stolik' | 'seeded' } = {}) {
  const config: JackalConfig = { players: seats.length, learning: true, islands: opts.islands ?? 'stolik' };
  const players: SeatRecord[] = seats.map((_, i) => ({ id: `p${i}`, name: NAMES[i]!, color: COLORS[i]! }));
  const seed = opts.seed ?? 'jackal-ui-seed';
  const session = await mountGameTable(root, {
    game: GAME,
    engine,
    Screen: PlayScreen,
    runner: inProcessRunner({ engine, bots }),
    players,
    seats,
    config,
    seed,
    moves: opts.moves,
  });
  return { session, config, seed };
}

export const byTestId = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** Taps an element and lets the save it starts finish. */
export async function tap(el: Element): Promise<void> {
  await act(async () => (el as HTMLElement).click());
  await settle();
}

/** Lets IndexedDB (macrotasks) finish the save a tap started. */
export const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

/** Waits until the table shows the curtain, the board or the result. */
export const shown = (root: HTMLElement) =>
  vi.waitFor(() => {
    if (!root.querySelector('[data-testid="curtain"], [data-testid="board"], [data-testid="result"]')) throw new Error('table not shown yet');
  });
