/**
 * Compiles the rules pages (`locales/<lang>/rules/<game>.md`) to HTML at build time, so no
 * Markdown parser ships to the phone. Each page becomes a module exporting its title, HTML and
 * sections (id, title, plain text) for the in-app search.
 */
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

export interface CompiledSection {
  id: string;
  title: string;
  level: number;
  text: string;
}
export interface CompiledRules {
  title: string;
  html: string;
  sections: CompiledSection[];
}

const ANCHOR = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Turns one Markdown page into HTML with stable heading ids; raw HTML in the source is escaped. */
export function compileRules(markdown: string, file = 'rules'): CompiledRules {
  const sections: CompiledSection[] = [];
  let title = '';
  const inline = new Marked();
  const marked = new Marked({
    gfm: true,
    renderer: {
      html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
      heading(token: Tokens.Heading) {
        const m = ANCHOR.exec(token.text);
        const inner = inline.parseInline(token.text.replace(ANCHOR, ''), { async: false });
        if (token.depth === 1) return `<h1>${inner}</h1>\n`;
        if (!m) throw new Error(`${file}: heading "${token.text}" has no {#anchor}`);
        return `<h${token.depth} id="${m[1]}">${inner}</h${token.depth}>\n`;
      },
    },
  });
  // Sections for search: each heading collects the plain text of the blocks under it.
  for (const token of marked.lexer(markdown)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      const m = ANCHOR.exec(heading.text);
      const name = plain(inline.parseInline(heading.text.replace(ANCHOR, ''), { async: false }));
      if (heading.depth === 1) title = name;
      else if (m) sections.push({ id: m[1]!, title: name, level: heading.depth, text: '' });
    } else {
      const last = sections[sections.length - 1];
      if (last) last.text = `${last.text} ${plain(inline.parse(token.raw, { async: false }))}`.trim();
    }
  }
  const html = marked.parse(markdown, { async: false });
  const ids = sections.map((s) => s.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new Error(`${file}: anchor {#${dup}} is used twice`);
  return { title, html, sections };
}

/** Vite plugin: `import page from '…/rules/x.md'` yields `CompiledRules`. */
export function rulesPlugin(): Plugin {
  return {
    name: 'stolik-rules',
    transform(code, id) {
      if (!id.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(compileRules(code, id))};`, map: null };
    },
  };
}
