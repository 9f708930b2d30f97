// @vitest-environment happy-dom
/**
 * The play setup: Stolik's default tile set (rules page "tile-distribution") shown and editable,
 * a set the engine would refuse explained before Start, and a config the engine accepts.
 */
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countsByValue, DEFAULT_DISTRIBUTION } from '../../../../../../src/games/sly-thieves/data/distribution';
import { engine } from '../../../../../../src/games/sly-thieves/engine';
import { playSetup, slyConfig, type SlyPlayOptions } from '../../../../../../src/games/sly-thieves/ui/play/playSetup';
import { defaultTileSet, isDefaultSet, tileSetProblem, tileTotal, withLine, withValueCount } from '../../../../../../src/games/sly-thieves/ui/play/tileSet';
import { byTestId, initSlyI18n, tap } from './helpers';

describe('tile set helpers', () => {
  it("the default is the data folder's distribution, one line per value and icon", () => {
    const set = defaultTileSet();
    expect(set).toHaveLength(15);
    expect(countsByValue(set)).toEqual(countsByValue(DEFAULT_DISTRIBUTION));
    expect(tileTotal(set)).toBe(60);
    expect(isDefaultSet(set)).toBe(true);
  });

  it('a value count is shared over the icons evenly; a line changes alone', () => {
    const set = withValueCount(defaultTileSet(), 3, 12);
    expect(set.filter((l) => l.value === 3).map((l) => l.count)).toEqual([3, 3, 2, 2, 2]);
    expect(countsByValue(set)).toEqual({ 1: 30, 2: 20, 3: 12 });
    const one = withLine(defaultTileSet(), 2, 'hatch', 7);
    expect(countsByValue(one)).toEqual({ 1: 30, 2: 23, 3: 10 });
    expect(isDefaultSet(one)).toBe(false);
  });

  it('explains what the engine would refuse: not 60 tiles, too few cash bundles for the thieves', () => {
    expect(tileSetProblem(defaultTileSet(), 4)).toBeNull();
    expect(tileSetProblem(withValueCount(defaultTileSet(), 3, 8), 2)).toEqual({ key: 'play.setup.total', params: { total: 58, expected: 60, count: 2 } });
    const poor = withValueCount(withValueCount(defaultTileSet(), 1, 10), 2, 40);
    expect(tileSetProblem(poor, 3)).toBeNull(); // 9 thieves need 9 cash bundles
    expect(tileSetProblem(poor, 4)).toEqual({ key: 'play.setup.cash', params: { cash: 10, needed: 12 } });
    expect(engine.setup(slyConfig(4, { variant: 'basic', distribution: poor }), 's')).toMatchObject({ ok: false, error: 'ERR_NOT_ENOUGH_CASH' });
  });

  it('config: the engine accepts the defaults and an edited set, and deals from it', () => {
    expect(playSetup.config).toBe(slyConfig);
    for (const players of [2, 3, 4]) expect(engine.setup(slyConfig(players, playSetup.defaultOptions), 'seed').ok).toBe(true);
    const rich = withValueCount(withValueCount(defaultTileSet(), 2, 10), 3, 20);
    const s = engine.setup(slyConfig(2, { variant: 'advanced', distribution: rich }), 'seed');
    if (!s.ok) throw new Error(s.error);
    expect(s.value.tiles.filter((t) => t?.value === 3)).toHaveLength(20);
    expect(s.value.guards).toHaveLength(2);
  });
});

describe('the options form', () => {
  let root: HTMLElement;
  let latest: SlyPlayOptions;
  beforeAll(initSlyI18n);
  beforeEach(() => {
    document.body.innerHTML = '<div id="r"></div>';
    root = document.getElementById('r')!;
  });
  afterEach(async () => act(async () => render(null, root)));
  function Harness({ players }: { players: number }) {
    const [o, setO] = useState(playSetup.defaultOptions);
    latest = o;
    const Options = playSetup.Options!;
    return <Options players={players} options={o} onChange={setO} />;
  }

  it('shows the default split, the icon table in the advanced variant, and edits it', async () => {
    await act(async () => render(<Harness players={2} />, root));
    expect(byTestId(root, 'tile-set-summary')?.textContent).toBe("Stolik's default set: cash bundles — 30, gold bars — 20, diamonds — 10 (tiles in all: 60).");
    expect(byTestId(root, 'tile-table')).toBeNull();
    await tap(root.querySelector('input[value="advanced"]'));
    expect(latest.variant).toBe('advanced');
    const table = byTestId(root, 'tile-table')!;
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      'Cash bundle (1)6666630',
      'Gold bar (2)4444420',
      'Diamond (3)2222210',
    ]);
    // Lower one line: the total falls short, which is explained at once; the reset puts it back.
    await tap([...root.querySelectorAll('button')].find((b) => b.textContent?.endsWith('Star: minus one')));
    expect(latest.distribution.find((l) => l.value === 1 && l.icon === 'star')?.count).toBe(5);
    expect(byTestId(root, 'tile-set-problem')?.textContent).toBe('Tiles in the set: 59, but the bank needs exactly 60.');
    expect(byTestId(root, 'tile-set-summary')?.textContent).toMatch(/^Your own set: cash bundles — 29/);
    await tap(byTestId(root, 'tile-set-reset'));
    expect(isDefaultSet(latest.distribution)).toBe(true);
    expect(byTestId(root, 'tile-set-problem')).toBeNull();
  });
});
