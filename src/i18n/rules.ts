/**
 * Rules pages per game and language, each a lazy chunk compiled from Markdown at build time.
 * A page missing in one language falls back to the other (preact-www's per-page fallback).
 */
import type { CompiledRules } from '../../scripts/rules-plugin';

export type RulesPage = CompiledRules;

const pages = import.meta.glob<{ default: CompiledRules }>('../../locales/*/rules/*.md');

/** Which games have a rules page in both languages (the contract test uses this too). */
export const rulesAvailable = (game: string): boolean => `../../locales/ru/rules/${game}.md` in pages && `../../locales/en/rules/${game}.md` in pages;

/** Loads one game's rules page in `lang`, or the other language's page, or null. */
export async function loadRulesPage(game: string, lang: string): Promise<RulesPage | null> {
  const other = lang === 'ru' ? 'en' : 'ru';
  const load = pages[`../../locales/${lang}/rules/${game}.md`] ?? pages[`../../locales/${other}/rules/${game}.md`];
  return load ? (await load()).default : null;
}
