/** Mounting the table with the toy game in happy-dom, with real strings in both languages. */
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, vi } from 'vitest';
import { i18next } from '../../../src/i18n';
import { PlayTable } from '../../../src/play/PlayTable';
import { createPlaySession } from '../../../src/play/playSession';
import type { BotRunner, SeatSpec } from '../../../src/play/types';
import type { SeatRecord } from '../../../src/storage/types';
import { hiddenNim, openNim } from '../../fixtures/toy-games/hiddenNim';
import { loadToyStrings } from '../../fixtures/toy-games/locales';
import { directRunner } from '../../fixtures/toy-games/runner';
import { ToyScreen } from '../../fixtures/toy-games/ToyScreen';
import { initTestI18n } from '../ui/i18n-setup';
import { commonStrings } from '../i18n/commonStrings';

/** English common + play strings, Russian play strings, and the toy namespace. */
export async function initPlayI18n(): Promise<void> {
  await initTestI18n('en');
  for (const lang of ['en', 'ru']) {
    i18next.addResourceBundle(lang, 'play', JSON.parse(readFileSync(`locales/${lang}/play.json`, 'utf8')), true, true);
    i18next.addResourceBundle(lang, 'common', commonStrings(lang), true, true);
  }
  loadToyStrings();
}

export const seatNames = ['Anya', 'Boris', 'Vera'];

/** Creates a toy session and mounts its table into `root`. */
export async function mountTable(root: HTMLElement, seats: SeatSpec[], opts: { open?: boolean; pile?: number; seed?: string; runner?: BotRunner } = {}) {
  const engine = (opts.open ? openNim : hiddenNim) as never;
  const game = opts.open ? 'toy-open' : 'toy';
  const players: SeatRecord[] = seats.map((_, i) => ({ id: `p${i}`, name: seatNames[i]!, color: '#1f6fb2' }));
  const created = await createPlaySession({
    game,
    engine,
    players,
    seats,
    config: { players: seats.length, pile: opts.pile ?? 12 },
    seed: opts.seed ?? 'ui-seed',
  });
  if (!created.ok) throw new Error(created.error);
  await act(async () =>
    render(
      <PlayTable game={game} engine={engine} sessionId={created.value.id} Screen={ToyScreen} runner={opts.runner ?? directRunner()} botPauseMs={0} />,
      root,
    ),
  );
  await vi.waitFor(() => expect(root.querySelector('[aria-busy]')).toBeNull());
  return created.value;
}

/** Clicks and lets effects and saves run. */
export async function click(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
}

export const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);
export const moveButton = (root: ParentNode, label: string) => root.querySelector(`[data-move="${label}"]`);
