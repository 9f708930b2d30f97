import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectVectorFiles, runVectorFile } from '../../../scripts/vectors';

// Every vector of every game, judged exactly as `npm run score` judges it.
const files = existsSync('test/vectors') ? collectVectorFiles(['test/vectors']) : [];

describe('score vectors', () => {
  it('there are vectors to run', () => expect(files.length).toBeGreaterThan(0));
  it.each(files)('%s', async (file) => {
    const r = await runVectorFile(file);
    expect(r.diff ?? '', r.title).toBe('');
    expect(r.pass).toBe(true);
  });
});
