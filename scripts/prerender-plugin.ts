/**
 * Prerenders the home screen into index.html at build time (issue 11, "First paint without
 * waiting for JavaScript"): a throwaway Vite server loads src/prerender.tsx in Node and renders
 * the shell in the default language. The markup is `inert` until main.tsx takes it over, so a
 * tap before the code runs is not silently lost on a dead button.
 */
import { createServer, type Plugin } from 'vite';
import { FALLBACK } from '../src/i18n/languages';
import { rulesPlugin } from './rules-plugin';

/** Where the app mounts in index.html (must stay empty in the source file). */
const ROOT = '<div id="app"></div>';

/** The Vite plugin; build only (the dev server renders on the client as before). */
export function prerenderPlugin(lang = FALLBACK): Plugin {
  return {
    name: 'stolik-prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
        const server = await createServer({
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
          esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
          define: { __BUILD_ID__: '"prerender"' },
          plugins: [rulesPlugin()],
        });
        try {
          const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderHome: (l: string) => Promise<string> };
          // The CSP (style-src 'self') refuses style attributes in HTML: the app sets them on take-over.
          const markup = (await mod.renderHome(lang)).replace(/ style="[^"]*"/g, '');
          return html.replace(ROOT, `<div id="app" inert data-prerendered="${lang}">${markup}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
