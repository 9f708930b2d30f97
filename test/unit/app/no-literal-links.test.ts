// Issue 11 "Routes": one typed link builder (`href(route)` in src/nav/router.ts) is used
// everywhere; a literal "#/..." in a component would bypass its encoding and its route types.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Lines of code (not comments) holding a string that starts with "#/". */
export function literalLinks(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => [i + 1, line] as const)
    .filter(([, line]) => !/^\s*(\*|\/\/|\/\*)/.test(line) && /['"`]#\//.test(line))
    .map(([n, line]) => `${n}: ${line.trim()}`);
}

describe('links are built by href()', () => {
  it('the check itself catches a literal link and ignores comments', () => {
    expect(literalLinks(`<a href="#/history">\n// see '#/pad'\nhref({ name: 'pad' })`)).toEqual(['1: <a href="#/history">']);
    expect(literalLinks('const x = `#/game/${id}`;')).toHaveLength(1);
  });

  it('no source file but the router writes "#/..." by hand', () => {
    const found = sources('src')
      .filter((f) => !f.endsWith(join('nav', 'router.ts')))
      .flatMap((f) => literalLinks(readFileSync(f, 'utf8')).map((l) => `${f}:${l}`));
    expect(found).toEqual([]);
  });
});
