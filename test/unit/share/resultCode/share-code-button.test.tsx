// @vitest-environment happy-dom
/**
 * Issue 23: every finished score sheet (the five games' sheets and the score pad all end in
 * ScoreFooter -> ShareResult) and every finished digital game (PlayResult -> ShareResult) offers
 * "Show the result as a code"; an open sheet, or a result with no stored session yet, does not.
 */
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ScoreResult } from '../../../../src/games/types';
import { i18next } from '../../../../src/i18n';
import type { SessionRecord } from '../../../../src/storage/types';
import { ShareResult } from '../../../../src/ui/score/ShareResult';
import { initTestI18n } from '../../ui/i18n-setup';

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

const result: ScoreResult = { totals: { a: 3, b: 5 }, ranking: [['b'], ['a']], breakdown: {} };
const session = (finished: boolean, id = 'sheet-1'): SessionRecord => ({
  id,
  game: 'sly-thieves',
  kind: 'score',
  title: '',
  players: [
    { id: 'a', name: 'Аня', color: '#1f6fb2' },
    { id: 'b', name: 'Boris', color: '#c0392b' },
  ],
  createdAt: 1,
  updatedAt: 2,
  finished,
  data: {},
  rev: 1,
});
const button = () => root.querySelector('[data-testid="share-code"]');

describe('Show the result as a code', () => {
  it('is offered under a finished sheet only', async () => {
    await act(() => render(<ShareResult session={session(true)} result={result} />, root));
    expect(button()?.textContent).toBe('Show the result as a code');
    await act(() => render(<ShareResult session={session(false)} result={result} />, root));
    expect(button()).toBeNull();
  });

  it('is not offered for a result with no stored session (it would carry no id)', async () => {
    await act(() => render(<ShareResult session={session(true, '')} result={result} finished />, root));
    expect(button()).toBeNull();
  });
});
