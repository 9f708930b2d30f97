// The purity boundary (src/games/README.md, "Purity rules"): scorers, engines, referees, data,
// bots, src/lib and the pure play files run the same in a test, a Web Worker and a replay years
// later, so they read no clock, no global randomness, no DOM and import no UI or storage library.
// tsconfig.pure.json catches DOM types; this scan catches what types cannot (Math.random, Date.now,
// a DOM-free import of preact or i18next).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Pure play platform files: replay, undo rules, the bot worker's logic, who sees the screen. */
export const PURE_PLAY_FILES = [
  'src/play/replay.ts',
  'src/play/undo.ts',
  'src/play/botHandler.ts',
  'src/play/viewer.ts',
  // The table across phones: codes and protocol are pure; only peer.ts touches WebRTC.
  'src/play/tables/base45.ts',
  'src/play/tables/ipv6.ts',
  'src/play/tables/sdpCodec.ts',
  'src/play/tables/messages.ts',
  'src/play/tables/host.ts',
  'src/play/tables/guest.ts',
];
const PURE_PARTS = ['score', 'engine', 'referee', 'data', 'bots'];

/** Every .ts file under `dir` (none when it does not exist). */
function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** All pure files: src/lib, src/stats, each game's pure folders and the pure play files. */
export function pureFiles(): string[] {
  const games = readdirSync('src/games').filter((d) => statSync(join('src/games', d)).isDirectory());
  const pad = 'src/scorepad/score.ts'; // the score pad's scorer
  const gameFiles = games.flatMap((g) => PURE_PARTS.flatMap((p) => tsFiles(`src/games/${g}/${p}`)));
  return [...tsFiles('src/lib'), ...tsFiles('src/stats'), ...gameFiles, pad, ...PURE_PLAY_FILES];
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
    for (const f of PURE_PLAY_FILES) expect(existsSync(f), f).toBe(true);
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

  it('tsconfig.pure.json type-checks the same folders without the DOM lib', () => {
    const config = JSON.parse(readFileSync('tsconfig.pure.json', 'utf8')) as { include: string[]; compilerOptions: { lib: string[] } };
    expect(config.compilerOptions.lib.map((l) => l.toLowerCase())).not.toContain('dom');
    for (const part of PURE_PARTS) expect(config.include).toContain(`src/games/*/${part}`);
    expect(config.include).toContain('src/lib');
    for (const f of PURE_PLAY_FILES) expect(config.include).toContain(f);
  });
});
