/**
 * Runs score vectors (`test/vectors/<game>/*.json`) through each game's pure scorer. Shared by
 * `npm run score` and the unit suite, so both judge a vector the same way.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadScorer } from '../src/games/registry';

export interface Vector {
  game: string;
  title: string;
  input: unknown;
  /** `warnings`: the codes a scored result must carry (none when absent). */
  expected: { totals?: Record<string, number>; ranking?: string[][]; error?: string; warnings?: string[] };
}
export interface VectorOutcome {
  file: string;
  title: string;
  pass: boolean;
  /** Why it failed, in one line. */
  diff?: string;
}

/** Every .json file under the given files or folders, sorted. */
export function collectVectorFiles(paths: string[]): string[] {
  return paths.flatMap((p) => {
    if (!statSync(p).isDirectory()) return [p];
    return readdirSync(p)
      .sort()
      .flatMap((f) => collectVectorFiles([join(p, f)]))
      .filter((f) => f.endsWith('.json'));
  });
}

const show = (v: unknown) => JSON.stringify(v);

/** Scores one vector file and compares totals, ranking (or the refusal code). */
export async function runVectorFile(file: string): Promise<VectorOutcome> {
  let vector: Vector;
  try {
    vector = JSON.parse(readFileSync(file, 'utf8')) as Vector;
  } catch (e) {
    return { file, title: '?', pass: false, diff: `not JSON: ${(e as Error).message}` };
  }
  const title = vector.title ?? '?';
  const scorer = await loadScorer(vector.game);
  if (!scorer) return { file, title, pass: false, diff: `no scorer for game "${vector.game}"` };
  const got = scorer.score(vector.input);
  const exp = vector.expected ?? {};
  if (exp.error) {
    if (got.ok) return { file, title, pass: false, diff: `expected ${exp.error}, got totals ${show(got.value.totals)}` };
    return got.error === exp.error ? { file, title, pass: true } : { file, title, pass: false, diff: `expected ${exp.error}, got ${got.error}` };
  }
  if (!got.ok) return { file, title, pass: false, diff: `refused: ${got.error} ${show(got.params ?? {})} at ${got.path ?? '-'}` };
  const diffs: string[] = [];
  for (const [id, n] of Object.entries(exp.totals ?? {})) {
    if (got.value.totals[id] !== n) diffs.push(`${id}: expected ${n}, got ${got.value.totals[id]}`);
  }
  const extra = Object.keys(got.value.totals).filter((id) => exp.totals && !(id in exp.totals));
  if (extra.length) diffs.push(`unexpected players ${extra.join(', ')}`);
  const norm = (r: string[][]) => show(r.map((place) => [...place].sort()));
  if (exp.ranking && norm(exp.ranking) !== norm(got.value.ranking)) {
    diffs.push(`ranking: expected ${show(exp.ranking)}, got ${show(got.value.ranking)}`);
  }
  const warned = show((got.value.warnings ?? []).map((w) => w.code));
  if (warned !== show(exp.warnings ?? [])) diffs.push(`warnings: expected ${show(exp.warnings ?? [])}, got ${warned}`);
  return diffs.length ? { file, title, pass: false, diff: diffs.join('; ') } : { file, title, pass: true };
}
