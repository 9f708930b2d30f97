import type { CompiledSection } from '../../scripts/rules-plugin';

const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е');

/** Sections whose title or text holds every word of the query; title hits first. */
export function searchSections(sections: CompiledSection[], query: string): CompiledSection[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const scored = sections
    .map((s) => {
      const title = fold(s.title);
      const all = `${title} ${fold(s.text)}`;
      if (!words.every((w) => all.includes(w))) return null;
      return { s, score: words.filter((w) => title.includes(w)).length };
    })
    .filter((x): x is { s: CompiledSection; score: number } => x !== null);
  return scored.sort((a, b) => b.score - a.score).map((x) => x.s);
}
