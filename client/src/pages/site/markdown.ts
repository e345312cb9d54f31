// Markdown content of the site (blog posts, legal pages): front matter parsing and rendering. Only
// the lazily loaded pages that show markdown import this, so `marked` stays out of the landing page.
import { marked } from 'marked';

/** Splits "---\nkey: value\n---\nbody" into its fields and body. Values may be quoted. */
export function parseFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    let value = line.slice(at + 1).trim();
    if (value.length >= 2 && ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'")))) {
      value = value.slice(1, -1);
    }
    fields[line.slice(0, at).trim()] = value;
  }
  return { fields, body: match[2] ?? '' };
}

/** Markdown to HTML. Used only for our own content files, so the HTML is trusted as it is. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}
