// Issue 11, "two tabs never lose an entry": when both tabs changed one value, the question names
// it in words (the player, the round, the field as the game's sheet calls it), in both languages,
// never as a raw key such as 'tricks', 'flagWins' or 'rulers'.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../../src/i18n';
import { conflictLabel } from '../../../src/ui/conflictLabel';
import { changedPaths, type Path } from '../../../src/ui/rebase';
import type { SessionRecord } from '../../../src/storage/types';
import { commonStrings } from '../i18n/commonStrings';

const GAMES = ['jackal', 'king-of-thieves', 'knights-vs-steambots', 'royal-stake', 'sly-thieves'];
const load = (lang: string, ns: string) => (ns === 'common' ? commonStrings(lang) : JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')));

beforeAll(async () => {
  const resources = Object.fromEntries(['en', 'ru'].map((lang) => [lang, Object.fromEntries(['common', ...GAMES].map((ns) => [ns, load(lang, ns)]))]));
  await i18next.init({ lng: 'en', defaultNS: 'common', resources, interpolation: { escapeValue: false } });
});
const tIn = (lng: string) => (key: string | string[], params?: Record<string, unknown>) => i18next.t(key, { ...params, lng });

/** Seat names that are Cyrillic: in Russian any Latin letter left in a label is a raw key. */
const NAMES = ['Аня', 'Боря', 'Вера', 'Гоша', 'Даша', 'Егор'];
function record(game: string, data: unknown): SessionRecord {
  const players = ((data as { players: Array<{ id: string }> }).players ?? []).map((p, i) => ({ id: p.id, name: NAMES[i]!, color: '#000000' }));
  return { id: 's', game, kind: 'score', title: 'x', players, createdAt: 0, updatedAt: 0, finished: false, rev: 1, data };
}

/** Every leaf path of a game's vector inputs, as a clash on that value would have it. */
function samples(game: string): Array<{ rec: SessionRecord; path: Path }> {
  return readdirSync(`test/vectors/${game}`)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const input = JSON.parse(readFileSync(`test/vectors/${game}/${f}`, 'utf8')).input;
      const rec = record(game, input);
      // A leaf is where the input differs from nothing at all.
      return changedPaths({ data: input }, { data: null }).length ? leaves(input).map((p) => ({ rec, path: ['data', ...p] })) : [];
    });
}
function leaves(x: unknown, at: Path = []): Path[] {
  if (Array.isArray(x)) return x.length ? x.flatMap((v, i) => leaves(v, [...at, i])) : [at];
  if (x && typeof x === 'object') return Object.keys(x).length ? Object.entries(x).flatMap(([k, v]) => leaves(v, [...at, k])) : [at];
  return [at];
}

describe('conflictLabel names every field of every game in words', () => {
  it('examples: the player, the round and the sheet’s own label', () => {
    const t = tIn('en');
    const rs = record('royal-stake', { mode: 'standard', players: [{ id: 'A' }, { id: 'B' }], rounds: [{ players: { A: { tricks: 2, won: { red: 1 } } } }] });
    expect(conflictLabel(rs, ['data', 'rounds', 0, 'players', 'A', 'tricks'], t)).toBe('Аня, round 1, Tricks');
    expect(conflictLabel(rs, ['data', 'rounds', 0, 'players', 'A', 'won', 'red'], t)).toBe('Аня, round 1, Red cards won');
    expect(conflictLabel(rs, ['data', 'players', 1, 'rulers'], t)).toBe('Боря, Rulers');
    const kot = record('king-of-thieves', { players: [{ id: 'a', cards: [], coins: 3 }] });
    expect(conflictLabel(kot, ['data', 'players', 0, 'coins'], t)).toBe('Аня, Coins');
    const jackal = record('jackal', { players: [{ id: 'a', islands: [0, 2] }] });
    expect(conflictLabel(jackal, ['data', 'players', 0, 'islands', 1], t)).toBe('Аня, island 2');
    expect(conflictLabel(jackal, ['data', 'players', 0, 'islands', 1], tIn('ru'))).toBe('Аня, остров 2');
    const pad = record('score-pad', { players: [{ id: 'a', rounds: [1, 2, 3] }] });
    expect(conflictLabel(pad, ['data', 'players', 0, 'rounds', 2], t)).toBe('Аня, round 3');
    expect(conflictLabel(pad, ['title'], t)).toBe('the title');
  });

  it('a field nobody named reads "a value", never its key', () => {
    const rec = record('king-of-thieves', { players: [{ id: 'a', someNewField: 1 }] });
    expect(conflictLabel(rec, ['data', 'players', 0, 'someNewField'], tIn('en'))).toBe('Аня, a value');
    expect(conflictLabel(rec, ['data', 'players', 0, 'someNewField'], tIn('ru'))).toBe('Аня, значение');
  });

  for (const game of GAMES) {
    it(`${game}: every value of every test vector has words in both languages`, () => {
      const all = samples(game);
      expect(all.length).toBeGreaterThan(20);
      for (const { rec, path } of all) {
        const ru = conflictLabel(rec, path, tIn('ru'));
        const en = conflictLabel(rec, path, tIn('en'));
        // Russian labels are all Cyrillic (seat names too): a Latin letter would be a raw key.
        expect(ru, `${path.join('.')} → ${ru}`).not.toMatch(/[A-Za-z]/);
        expect(en, `${path.join('.')} → ${en}`).not.toMatch(/[a-z][A-Z]|\w[.:_]\w|\{\{/);
        // Every vector field has its own words, not the generic fallback.
        expect(en, `${path.join('.')} → ${en}`).not.toContain('a value');
      }
    });
  }
});

describe('clash labels live with each game (issue 22, "A new game is one folder")', () => {
  it('the shared code names no game: each gives its words in src/games/<id>/clash.ts', () => {
    const text = readFileSync('src/ui/conflictFields.ts', 'utf8');
    const games = readdirSync('src/games', { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('_'));
    expect(games.filter((d) => text.includes(`'${d.name}`) || text.includes(`${d.name}:`)).map((d) => d.name)).toEqual([]);
    expect(text).not.toMatch(/game === '/);
  });
});
