/**
 * The first paint without waiting for the app's JavaScript (issue 11): at build time a throwaway
 * Vite server loads src/prerender.tsx in Node and renders the home screen in every language, one
 * wrapper each, into index.html; a tiny blocking script in <head> (src/app/firstPaint.ts, bundled
 * here) sets <html lang> and the saved theme before the body paints, so a Russian visitor or a
 * pinned dark theme is right from the first frame (src/app/firstPaint.css shows one wrapper).
 * The script is a file, not inline: the CSP allows scripts from 'self' only. The markup is
 * `inert` until main.tsx takes it over, so a tap before the code runs is not lost on a dead button.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import { createServer, type Plugin } from 'vite';
import { LANGS } from '../src/i18n/languages';
import { rulesPlugin } from './rules-plugin';

/** Where the app mounts in index.html (must stay empty in the source file). */
const ROOT = '<div id="app"></div>';

/** src/app/firstPaint.ts as one minified classic script (no module: it must block the parser). */
async function firstPaintScript(): Promise<string> {
  const out = await esbuild({
    stdin: { contents: "import { firstPaint } from './src/app/firstPaint'; firstPaint();", resolveDir: resolve('.'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  return out.outputFiles[0]!.text;
}

/** The home screen's markup in each language, from src/prerender.tsx. */
async function renderHomes(): Promise<Record<string, string>> {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
    // The home screen of the build it goes into: with the template games when it has them.
    define: { __BUILD_ID__: '"prerender"', __TEMPLATES__: JSON.stringify(process.env.STOLIK_TEMPLATES === '1') },
    plugins: [rulesPlugin()],
  });
  try {
    const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderHome: (l: string) => Promise<string> };
    const out: Record<string, string> = {};
    // The CSP (style-src 'self') refuses style attributes in HTML: the app sets them on take-over.
    for (const lang of LANGS) out[lang] = (await mod.renderHome(lang)).replace(/ style="[^"]*"/g, '');
    return out;
  } finally {
    await server.close();
  }
}

/** The Vite plugin; build only (the dev server renders on the client, main.tsx runs firstPaint). */
export function prerenderPlugin(): Plugin {
  let script = { fileName: '', code: '' };
  return {
    name: 'stolik-prerender',
    apply: 'build',
    async buildStart() {
      const code = await firstPaintScript();
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
      script = { fileName: `assets/first-paint-${hash}.js`, code };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
        const homes = await renderHomes();
        const wrapped = Object.entries(homes)
          .map(([lang, markup]) => `<div data-prerender="${lang}" lang="${lang}">${markup}</div>`)
          .join('');
        // Right after the theme-color metas it points at, before the stylesheet and the app.
        const metas = [...html.matchAll(/<meta name="theme-color"[^>]*>/g)].at(-1);
        if (!metas) throw new Error('prerender: index.html has no theme-color meta');
        const at = metas.index + metas[0].length;
        const tag = `\n    <script src="./${script.fileName}"></script>`;
        return (html.slice(0, at) + tag + html.slice(at)).replace(ROOT, `<div id="app" inert>${wrapped}</div>`);
      },
    },
  };
}
