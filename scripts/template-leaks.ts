/**
 * Template games (src/games/_*, the skeleton) are for tests only (src/games/templates.ts): a build
 * players get holds none of their code. Nothing in src names a template but the folder globs of the
 * registry, the bot worker and the locale loader (test/unit/games/skeleton.test.tsx checks it), and
 * each glob keeps a template's path as a key next to its loader, as its manifest keeps its id; so a
 * build holding any of a template's code names the template's folder in some file, or in a file
 * name (chunks are named after their game folder). `npm run size` fails on any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The template folders: `src/games/_*`. */
export const templateFolders = (games = 'src/games'): string[] =>
  readdirSync(games, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('_'))
    .map((d) => d.name);

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]));

/** "file: template" for every file of the build `dist` that names a template folder, in its name or its text. */
export function templateLeaks(dist: string, templates: readonly string[] = templateFolders()): string[] {
  return files(dist).flatMap((f) => {
    const name = relative(dist, f);
    const text = /\.(js|css|html|json|webmanifest|txt|svg)$/.test(f) ? readFileSync(f, 'utf8') : '';
    return templates.filter((t) => name.includes(t) || text.includes(t)).map((t) => `${name}: ${t}`);
  });
}
