// Layers run one way (issue 22): the shell (src/app, main.tsx, prerender.tsx) sits on top and
// nothing below imports it; navigation (src/nav) serves every screen; storage and statistics know
// no game; a game folder imports the platform, never another game. Each rule below is checked on
// every import in src (static, dynamic and import.meta.glob), resolved to the file it names.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file under src. */
function sources(dir = 'src'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The code without comments, so a comment naming a path is not an import. */
const stripComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The src-relative targets of a file's relative imports (`from '…'`, `import('…')`, `import.meta.glob('…')`). */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const code = stripComments(text);
  const specs = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|import\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.filter((s) => s.startsWith('.')).map((s) => relative('src', normalize(join(dirname(file), s))).replace(/\\/g, '/'));
}

/** A top-level folder of src ('app', 'games', …) or the file itself for a root file. */
const layerOf = (path: string): string => path.split('/')[0]!;
/** The game folder a src-relative path is in, if any ('games/jackal/…' -> 'jackal'). */
const gameOf = (path: string): string | undefined => {
  const [top, game, ...rest] = path.split('/');
  return top === 'games' && rest.length > 0 ? game : undefined;
};

interface Rule {
  name: string;
  /** True when `from` (a src-relative file) may not import `to` (a src-relative path). */
  breaks: (from: string, to: string) => boolean;
}

/** The shell: only it and the two entry files may import src/app. */
const SHELL = new Set(['app', 'main.tsx', 'prerender.tsx']);

export const RULES: Rule[] = [
  { name: 'nothing below the shell imports src/app', breaks: (from, to) => layerOf(to) === 'app' && !SHELL.has(layerOf(from)) },
  {
    name: 'navigation (src/nav) imports no screen, shell, game UI or play screen',
    breaks: (from, to) => layerOf(from) === 'nav' && (['app', 'screens', 'ui', 'play', 'scorepad'].includes(layerOf(to)) || to.includes('/ui/')),
  },
  { name: 'storage and stats import no game', breaks: (from, to) => ['storage', 'stats'].includes(layerOf(from)) && layerOf(to) === 'games' },
  { name: 'stats imports no storage', breaks: (from, to) => layerOf(from) === 'stats' && layerOf(to) === 'storage' },
  { name: 'lib imports only lib', breaks: (from, to) => layerOf(from) === 'lib' && layerOf(to) !== 'lib' },
  {
    name: 'a game folder never imports another game folder',
    breaks: (from, to) => {
      const a = gameOf(from);
      const b = gameOf(to);
      return a !== undefined && b !== undefined && a !== b;
    },
  },
];

/** Every broken rule in the given files, as "rule: from -> to". */
export function violations(files: readonly string[], read: (f: string) => string = (f) => readFileSync(f, 'utf8')): string[] {
  const out: string[] = [];
  for (const file of files) {
    const from = relative('src', file).replace(/\\/g, '/');
    for (const to of importsOf(file, read(file))) for (const r of RULES) if (r.breaks(from, to)) out.push(`${r.name}: ${from} -> ${to}`);
  }
  return out;
}

describe('layers run one way', () => {
  const files = sources();

  it('reads the imports of every source file', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(importsOf('src/storage/summary.ts')).toContain('lib/facts');
  });

  it('no import breaks a layer rule', () => expect(violations(files)).toEqual([]));

  it('each rule catches the import it forbids', () => {
    const cases: Array<[string, string]> = [
      ['src/ui/RuleLink.tsx', "import { href } from '../app/router';"],
      ['src/screens/Settings.tsx', "import { applyTheme } from '../app/theme';"],
      ['src/storage/summary.ts', "import { kingRounds } from '../games/royal-stake/score/king-rounds';"],
      ['src/stats/games.ts', "import type { GameManifest } from '../games/types';"],
      ['src/stats/games.ts', "import { getDb } from '../storage/db';"],
      ['src/lib/read.ts', "import { useT } from '../i18n/useT';"],
      ['src/games/jackal/ui/Sheet.tsx', "const m = await import('../../royal-stake/score');"],
      ['src/nav/router.ts', "import { Home } from '../screens/Home';"],
    ];
    for (const [file, line] of cases)
      expect(
        violations([file], () => line),
        line,
      ).toHaveLength(1);
    // A game importing itself or the platform is fine.
    expect(violations(['src/games/jackal/ui/Sheet.tsx'], () => "import { scorer } from '../score'; import type { Engine } from '../../types';")).toEqual([]);
  });
});
