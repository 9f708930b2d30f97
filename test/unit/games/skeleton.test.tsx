// @vitest-environment happy-dom
// Issue 22, "A new game is one folder": the skeleton (src/games/_skeleton) is a real, tiny,
// playable game kept as the template. It passes the contract and the conformance suite (seeded
// random playouts, junk and bent moves) through the generic tests, which find it via
// all-games.ts; here a person plays it to the end against its bot on the real table, and nothing
// outside its folder names it.
import 'fake-indexeddb/auto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The template switch on (src/games/templates.ts), as in the e2e's build B: the bot worker's
// loader finds the skeleton's engine and bots only then (builds players get leave them out).
vi.hoisted(() => void ((globalThis as { __TEMPLATES__?: boolean }).__TEMPLATES__ = true));
import { i18next } from '../../../src/i18n';
import type { Engine, PlayScreenProps } from '../../../src/games/types';
import { createBotHandler } from '../../../src/play/botHandler';
import { loadBotGameFromRegistry } from '../../../src/play/botRegistry';
import { PlayTable } from '../../../src/play/PlayTable';
import { createPlaySession } from '../../../src/play/playSession';
import type { BotRunner, PlaySetup } from '../../../src/play/types';
import { initTestI18n } from '../ui/i18n-setup';
import { templates } from './all-games';

const ID = '_skeleton';
const manifest = templates.find((g) => g.id === ID)!;
let root: HTMLElement;

beforeAll(async () => {
  await initTestI18n('en');
  for (const lang of ['en', 'ru']) {
    i18next.addResourceBundle(lang, 'play', JSON.parse(readFileSync(`locales/${lang}/play.json`, 'utf8')), true, true);
    i18next.addResourceBundle(lang, 'common', JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')), true, true);
    // The app's loader finds a game's strings in its folder (templates.test.ts); this test's i18next is the test one, so it adds them.
    const own = JSON.parse(readFileSync(`src/games/${ID}/locales/${lang}.json`, 'utf8')) as { name: string };
    i18next.addResourceBundle(lang, ID, own, true, true);
    i18next.addResourceBundle(lang, 'common', { games: { [ID]: { name: own.name } } }, true, true);
  }
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

describe('the skeleton game', () => {
  it('is found by the tests through its folder, and declares play', () => {
    expect(manifest).toBeDefined();
    expect(manifest.parts).toEqual(['play']);
  });

  it('a person plays it to the end against its easy bot on the real table (tap-through)', async () => {
    const engine = (await manifest.loadEngine!()) as Engine<unknown, unknown, unknown>;
    const Screen = (await manifest.loadPlayScreen!()) as ComponentType<PlayScreenProps>;
    const setup = (await manifest.loadPlaySetup!()) as PlaySetup;
    const handle = createBotHandler(loadBotGameFromRegistry, () => 0);
    const runner: BotRunner = { choose: (r) => handle(r) };
    const players = [
      { id: 'p0', name: 'Anya', color: '#1f6fb2' },
      { id: 'p1', name: 'Boris', color: '#c0392b' },
    ];
    const created = await createPlaySession({
      game: ID,
      engine: engine as never,
      players,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
      config: setup.config(2, setup.defaultOptions),
      seed: 'skeleton',
    });
    if (!created.ok) throw new Error(created.error);
    await act(async () =>
      render(<PlayTable game={ID} engine={engine as never} sessionId={created.value.id} Screen={Screen} runner={runner} botPauseMs={0} />, root),
    );
    for (let taps = 0; taps < 40 && !root.querySelector('[data-testid="result"]'); taps++) {
      await vi.waitFor(() => expect(root.querySelector('[data-move]:not([disabled]), [data-testid="result"]')).not.toBeNull());
      const move = root.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
      if (move) await act(async () => move.click());
    }
    await vi.waitFor(() => expect(root.querySelector('[data-testid="result"]')).not.toBeNull());
    const text = root.textContent ?? '';
    expect(text).toContain('Anya');
    expect(text).toContain('Bot: easy'); // the bot seat, named by its level
    // Every line is translated: no raw key, code or empty placeholder.
    expect(text).not.toMatch(/_skeleton:|ERR_|\{\{|\b(log|moves|table|categories)\.[a-z]/);
  }, 30_000);

  it('needs no file outside its folder: nothing else in src/ or locales/ names it', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
    const hits = [...walk('src'), ...walk('locales')].filter((f) => readFileSync(f, 'utf8').includes(ID));
    // The games README names it on purpose: it is the walk-through that tells a newcomer to copy it.
    expect(hits.filter((f) => !f.startsWith(`src/games/${ID}/`) && f !== join('src', 'games', 'README.md'))).toEqual([]);
  });

  it('imports only the platform and itself, never another game or a file outside src/', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', `src/games/${ID}`], { encoding: 'utf8' })
      .trim()
      .split('\n');
    const outside = files
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)].map((m) => relative('.', resolve(dirname(f), m[1]!))))
      .filter((to) => !to.startsWith('src/') || (/^src\/games\/[^/]+\//.test(to) && !to.startsWith(`src/games/${ID}/`)));
    expect(outside).toEqual([]);
  });
});
