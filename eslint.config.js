// ESLint 9 flat config: the recommended JS and TypeScript rules the code already keeps, and the
// purity boundary of src/games/README.md ("Purity rules") as import and global restrictions.
// Formatting is Prettier's job (.prettierrc.json), so no style rules here.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Pure code: scorers, engines, referees, data, bots, src/lib and the pure play files. The one list
 * is tsconfig.pure.json's `include` (a folder there means every .ts file under it).
 */
const PURE = JSON.parse(readFileSync(new URL('./tsconfig.pure.json', import.meta.url), 'utf8')).include.map((p) => (p.endsWith('.ts') ? p : `${p}/**/*.ts`));

export default tseslint.config(
  { ignores: ['dist/**', '.e2e*/**', '.bench/**', '.lcp/**', '.lighthouse/**', '.size/**', 'coverage/**', 'public/**', 'docs/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      // TypeScript checks names and globals itself (the DOM, node, worker libs per tsconfig).
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Non-null assertions after a check the compiler cannot follow are a house pattern.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: PURE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'preact', message: 'Pure code has no UI: return data and codes.' },
            { name: 'idb', message: 'Pure code has no storage.' },
            { name: 'i18next', message: 'Pure code returns ERR_ codes and keys; the UI translates.' },
          ],
          patterns: [
            { group: ['preact/*'], message: 'Pure code has no UI.' },
            { group: ['**/ui/**', '**/storage/**', '**/screens/**', '**/app/**', '**/i18n/**'], message: 'Pure code imports only pure code.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use src/lib/rng.ts with a seed.' },
        { object: 'Date', property: 'now', message: 'Take the time as a parameter.' },
        { object: 'performance', property: 'now', message: 'Bots get clock.now from the worker.' },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'sessionStorage', 'navigator', 'indexedDB'],
    },
  },
);
