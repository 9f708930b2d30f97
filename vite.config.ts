import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { rulesPlugin } from './scripts/rules-plugin';
import { prerenderPlugin } from './scripts/prerender-plugin';

/**
 * `base: './'` keeps every URL relative, so the same build works at the site root and under a
 * sub-path such as /stolik/ on static hosting. The manifest is a static file in public/ for
 * the same reason (relative scope and start_url).
 */
export default defineConfig({
  base: './',
  define: {
    // Tells two builds apart in the update notice and the e2e update test.
    __BUILD_ID__: JSON.stringify(process.env.STOLIK_BUILD_ID ?? new Date().toISOString()),
    // Template games (src/games/_*, the skeleton) join only a build made with STOLIK_TEMPLATES=1
    // (the e2e's build B); everywhere else their code folds away (src/games/templates.ts).
    __TEMPLATES__: JSON.stringify(process.env.STOLIK_TEMPLATES === '1'),
  },
  plugins: [
    preact(),
    rulesPlugin(),
    // The home screen's HTML in index.html, so the first paint needs no JavaScript
    // (STOLIK_PRERENDER=0 builds without it, to measure the difference with `npm run lcp`).
    process.env.STOLIK_PRERENDER === '0' ? null : prerenderPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        // Every chunk the app can load: all games, all locales, all rules pages, and the QR
        // scanner's wasm (phones without BarcodeDetector scan in airplane mode too).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,txt,wasm}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  // The bot worker imports games lazily; code-splitting in a worker needs ES module output.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // No preload list: the entry would carry every lazy chunk's dependency list (36 lists, about
    // 2 KB gzipped of the first load) to fetch them in parallel on a screen's first visit. The
    // service worker precaches every chunk, so from the second visit on a chunk's imports come
    // from the cache either way.
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        // Name lazy chunks after what they hold, so size reports read plainly.
        chunkFileNames(chunk) {
          const m = /\/locales\/(ru|en)\/(rules\/)?([^/]+)\.(md|json)$/.exec(chunk.facadeModuleId ?? '');
          if (m) return `assets/${m[2] ? 'rules' : 'i18n'}-${m[1]}-${m[3]}-[hash].js`;
          const g = /\/src\/games\/([^/]+)\/([^/]+)\//.exec(chunk.facadeModuleId ?? '');
          if (g) return `assets/${g[1]}-${g[2]}-[hash].js`;
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
