// @vitest-environment happy-dom
/**
 * Sharing under a result (issue 12): text while the sheet is open; once finished, also the image
 * and the BG Stats link. A digital game's bots travel named by level, its mode by name.
 */
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ScoreResult } from '../../../src/games/types';
import { i18next } from '../../../src/i18n';
import type { SessionRecord } from '../../../src/storage/types';
import { ShareResult } from '../../../src/ui/score/ShareResult';
import { initTestI18n } from '../ui/i18n-setup';

let root: HTMLElement;
beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'share', JSON.parse(readFileSync('locales/en/share.json', 'utf8')));
});
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(() => act(() => render(null, root)));

const players = ['Anya', 'Бот 1', 'Бот 2'].map((name, i) => ({ id: `p${i}`, name, color: '#1f6fb2' }));
const result: ScoreResult = { totals: { p0: 3, p1: 5, p2: 1 }, ranking: [['p1'], ['p0'], ['p2']], breakdown: {} };
const playSession = (finished: boolean): SessionRecord => ({
  id: 'play-1',
  game: 'royal-stake',
  kind: 'play',
  title: '',
  players,
  createdAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 1, 20),
  finished,
  data: { config: { mode: 'i-am-king' }, seed: 's', moves: [], seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'easy' }] },
  facts: { mode: 'i-am-king' },
  rev: 3,
});
const q = (id: string) => root.querySelector(`[data-testid="${id}"]`);

describe('ShareResult', () => {
  it('a game still open offers only the text', async () => {
    await act(() => render(<ShareResult session={playSession(false)} result={result} />, root));
    expect(q('share-result')?.textContent).toBe('Share as text');
    expect(q('share-image')).toBeNull();
    expect(q('bgstats')).toBeNull();
  });

  it('a finished game offers the image and BG Stats, with bots named by level and the mode named', async () => {
    await act(() => render(<ShareResult session={playSession(true)} result={result} />, root));
    expect(q('share-image')?.textContent).toBe('Share as image');
    const link = q('bgstats') as HTMLAnchorElement;
    expect(link.textContent).toBe('Send to BG Stats');
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toMatch(/needs|installed/);
    const play = JSON.parse(decodeURIComponent(link.getAttribute('href')!.split('?data=')[1]!));
    expect(play.sourcePlayId).toBe('play-1');
    expect(play.playDate).toBe('2026-11-01 20:00:00');
    expect(play.game.name).toBe('Royal Stake');
    expect(play.players.map((p: { name: string; sourcePlayerId: string; winner: boolean }) => [p.name, p.sourcePlayerId, p.winner])).toEqual([
      ['Anya', 'name:anya', false],
      ['A (bot, hard)', 'bot:hard', true],
      ['B (bot, easy)', 'bot:easy', false],
    ]);
  });

  it('the shared text names the mode, the date and the bots by level', async () => {
    let shared = '';
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (d: { text: string }) => void (shared = d.text) });
    await act(() => render(<ShareResult session={playSession(true)} result={result} />, root));
    await act(async () => (q('share-result') as HTMLButtonElement).click());
    expect(shared.split('\n').slice(0, 4)).toEqual([
      'Royal Stake · “I am King” — November 1, 2026',
      '1. A (bot, hard): 5 points',
      '2. Anya: 3 points',
      '3. B (bot, easy): 1 point',
    ]);
  });
});
