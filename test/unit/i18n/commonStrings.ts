import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);
const merge = (a: Tree, b: Tree): Tree =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [k, isTree(a[k]) && isTree(b[k]) ? merge(a[k], b[k]) : (b[k] ?? a[k])]));
const read = (lang: string, file: string): Tree => JSON.parse(readFileSync(join(process.cwd(), 'locales', lang, file), 'utf8')) as Tree;

/**
 * The `common` namespace as the app holds it once any screen but home opened: common.json (what
 * home and the shell show, on the first load) merged with screens.json (src/i18n/index.ts).
 */
export function commonStrings(lang: string): Tree {
  return merge(read(lang, 'common.json'), read(lang, 'screens.json'));
}
