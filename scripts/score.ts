/** `npm run score -- <file-or-folder>...`: PASS/FAIL per vector, then "N passed, N failed". */
import { collectVectorFiles, runVectorFile } from './vectors';

const args = process.argv.slice(2).filter((a) => a !== '--');
const files = collectVectorFiles(args.length ? args : ['test/vectors']);
let passed = 0;
let failed = 0;
for (const file of files) {
  const r = await runVectorFile(file);
  if (r.pass) passed++;
  else failed++;
  console.log(`${r.pass ? 'PASS' : 'FAIL'} ${file} — ${r.title}${r.diff ? `\n     ${r.diff}` : ''}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || files.length === 0 ? 1 : 0);
