/**
 * Adds <link rel="modulepreload"> for the `common` strings of every language to index.html.
 * Boot needs them before the first paint; without the hint the browser learns about them only
 * after the main script ran, one network round trip later (the slowest step on a phone).
 */
import type { Plugin } from 'vite';

export function preloadCommonStrings(): Plugin {
  return {
    name: 'stolik-preload-common',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c) => c.type === 'chunk' && /\/locales\/(ru|en)\/common\.json$/.test(c.facadeModuleId ?? ''),
        );
        return chunks.map((c) => ({ tag: 'link', attrs: { rel: 'modulepreload', href: `./${c.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
