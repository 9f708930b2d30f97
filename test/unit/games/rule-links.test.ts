import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectVectorFiles, type Vector } from '../../../scripts/vectors';
import { games, loadScorer } from '../../../src/games/registry';

// Every breakdown row links to a rules section: the link must land on a real anchor.
const anchors = (file: string) => new Set([...readFileSync(file, 'utf8').matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1]));

describe('breakdown rows link to existing rules sections', () => {
  for (const game of games.filter((g) => g.loadScorer && existsSync(`test/vectors/${g.id}`))) {
    it(game.id, async () => {
      const scorer = (await loadScorer(game.id))!;
      const known = { ru: anchors(`locales/ru/rules/${game.id}.md`), en: anchors(`locales/en/rules/${game.id}.md`) };
      const missing = new Set<string>();
      for (const file of collectVectorFiles([`test/vectors/${game.id}`])) {
        const v = JSON.parse(readFileSync(file, 'utf8')) as Vector;
        const r = scorer.score(v.input);
        if (!r.ok) continue;
        for (const row of Object.values(r.value.breakdown).flat()) {
          if (!known.ru.has(row.rule) || !known.en.has(row.rule)) missing.add(`${row.rule} (${row.category})`);
        }
      }
      expect([...missing]).toEqual([]);
    });
  }
});
