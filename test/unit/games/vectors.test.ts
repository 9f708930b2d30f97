import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectVectorFiles, runVectorFile, type Vector } from '../../../scripts/vectors';

// Every vector of every game, judged once, exactly as `npm run score` judges it (totals, places
// with any order inside a shared place, warnings, refusal codes). The per-game rules below are
// about the vectors themselves: enough of them, in the right folder, each citing its section.
const files = existsSync('test/vectors') ? collectVectorFiles(['test/vectors']) : [];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Vector;
const folder = (file: string) => basename(dirname(file));
const of = (game: string) => files.filter((f) => folder(f) === game);

/** The fewest vectors each game keeps. */
const AT_LEAST: Record<string, number> = {
  jackal: 12,
  'king-of-thieves': 12,
  'knights-vs-steambots': 12,
  'royal-stake': 30,
  'sly-thieves': 12,
};

describe('score vectors', () => {
  it('there are vectors to run', () => expect(files.length).toBeGreaterThan(0));
  it.each(Object.entries(AT_LEAST))('%s has at least %i vectors', (game, n) => expect(of(game).length).toBeGreaterThanOrEqual(n));
  it('each vector sits in its game folder and has a title', () => {
    for (const file of files) {
      const v = read(file);
      expect(v.game, file).toBe(folder(file));
      expect(v.title?.length ?? 0, file).toBeGreaterThan(10);
    }
  });
  it('Jackal vectors cite a rulebook section in «»; Sly Thieves ones after a dash', () => {
    for (const file of of('jackal')) expect(read(file).title, file).toMatch(/«.+»/);
    for (const file of of('sly-thieves')) expect(read(file).title, file).toMatch(/ — /);
  });
  it('Royal Stake vectors cover every mode', () => {
    const modes = new Set(of('royal-stake').map((f) => (read(f).input as { mode: string }).mode));
    expect([...modes].sort()).toEqual(['emperor', 'i-am-king', 'standard', 'team', 'two-players']);
  });
  it.each(files)('%s', async (file) => {
    const r = await runVectorFile(file);
    expect(r.diff ?? '', r.title).toBe('');
    expect(r.pass).toBe(true);
  });
});
