// The purity boundary (src/games/README.md, "Purity rules"): scorers, engines, referees, data,
// bots, src/lib and the pure play files run the same in a test, a Web Worker and a replay years
// later, so they read no clock, no global randomness, no DOM and import no UI or storage library.
// tsconfig.pure.json catches DOM types; this scan catches what types cannot (Math.random, Date.now,
// a DOM-free import of preact or i18next).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one list of pure code is tsconfig.pure.json's `include` (.oxlintrc.json keeps a checked copy): folders and
 * files, with `src/games/*\/<part>` covering every game folder, so a new game is covered unedited.
 */
export const PURE_INCLUDE: readonly string[] = (JSON.parse(readFileSync('tsconfig.pure.json', 'utf8')) as { include: string[] }).include;
const PURE_PARTS = ['score', 'engine', 'referee', 'data', 'bots'];

/** Every .ts file under `dir` (none when it does not exist). */
function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** All pure files: each entry of PURE_INCLUDE, with `*` standing for every game folder. */
export function pureFiles(): string[] {
  const games = readdirSync('src/games').filter((d) => statSync(join('src/games', d)).isDirectory());
  const paths = PURE_INCLUDE.flatMap((p) => (p.includes('*') ? games.map((g) => p.replace('*', g)) : [p]));
  return paths.flatMap((p) => (!existsSync(p) ? [] : statSync(p).isDirectory() ? tsFiles(p) : [p]));
}

/** The code without comments, so a comment saying "no Math.random" is not a finding. */
export const stripComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** What pure code may not contain, and why. */
export const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bMath\.random\b/, why: 'Math.random (use src/lib/rng.ts with a seed)' },
  { pattern: /\bDate\.now\b|\bnew Date\(\s*\)/, why: 'the clock (take a time or a clock as a parameter)' },
  { pattern: /\bperformance\.now\b/, why: 'the clock (bots get clock.now from the worker)' },
  { pattern: /\b(document|window|localStorage|sessionStorage|navigator|indexedDB|self)\s*[.[]/, why: 'the DOM or a browser global' },
  { pattern: /from\s+['"](preact|preact\/[^'"]*|react)['"]/, why: 'preact' },
  { pattern: /from\s+['"](idb|fake-indexeddb)['"]/, why: 'idb (storage)' },
  { pattern: /from\s+['"](i18next|react-i18next)['"]/, why: 'i18next (translate in the UI, return codes)' },
  { pattern: /from\s+['"][^'"]*\/(ui|storage|screens|app|i18n)(\/[^'"]*)?['"]/, why: 'a UI, storage or app module' },
];

/** The findings in one file's text. */
export function findings(text: string): string[] {
  const code = stripComments(text);
  return FORBIDDEN.filter((f) => f.pattern.test(code)).map((f) => f.why);
}

describe('pure folders', () => {
  const files = pureFiles();

  it('finds the pure files of every game and of src/lib', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContain('src/lib/rng.ts');
    expect(files).toContain('src/play/replay.ts');
    expect(
      files.some((f) => f.startsWith('src/games/_skeleton/engine/')),
      'the skeleton, by the folder pattern',
    ).toBe(true);
    for (const p of PURE_INCLUDE.filter((x) => !x.includes('*'))) expect(existsSync(p), p).toBe(true);
  });

  it('use no clock, no Math.random, no DOM and import no preact, idb, i18next or UI module', () => {
    const report = files.flatMap((f) => findings(readFileSync(f, 'utf8')).map((why) => `${f}: ${why}`));
    expect(report).toEqual([]);
  });

  it('the scan itself catches each forbidden thing and ignores comments', () => {
    expect(findings('const x = Math.random();')).toHaveLength(1);
    expect(findings('const t = Date.now();')).toHaveLength(1);
    expect(findings("import { h } from 'preact';")).toHaveLength(1);
    expect(findings("import { useState } from 'preact/hooks';")).toHaveLength(1);
    expect(findings("import { openDB } from 'idb';")).toHaveLength(1);
    expect(findings("import i18next from 'i18next';")).toHaveLength(1);
    expect(findings('document.title = "x";')).toHaveLength(1);
    expect(findings("import { t } from '../../ui/Field';")).toHaveLength(1);
    expect(findings('// no Math.random here\n/* nor Date.now */ const a = 1;')).toEqual([]);
    expect(findings("const url = 'https://example.org'; const n = 1;")).toEqual([]);
  });

  it('tsconfig.pure.json type-checks the same files without the DOM lib, and the linter restricts the same list', () => {
    const config = JSON.parse(readFileSync('tsconfig.pure.json', 'utf8')) as { include: string[]; compilerOptions: { lib: string[] } };
    expect(config.compilerOptions.lib.map((l) => l.toLowerCase())).not.toContain('dom');
    for (const part of PURE_PARTS) expect(config.include).toContain(`src/games/*/${part}`);
    expect(config.include).toContain('src/lib');
    // oxlint reads JSON only, so .oxlintrc.json holds a copy of the list: the pure files' override
    // (the one with the import rule) must name exactly tsconfig.pure.json's, a folder as its .ts files.
    const lint = JSON.parse(readFileSync('.oxlintrc.json', 'utf8')) as { overrides: { files: string[]; rules: Record<string, unknown> }[] };
    const pure = lint.overrides.find((o) => 'no-restricted-imports' in o.rules);
    expect(pure?.files).toEqual(config.include.map((p) => (p.endsWith('.ts') ? p : `${p}/**/*.ts`)));
  });
});
