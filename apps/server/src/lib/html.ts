/**
 * Operator HTML (promotion rules) reduced to a small allow-list before it leaves the server: known formatting tags
 * without attributes, links with an http(s) or same-site href only; scripts, styles, comments and every other tag
 * are dropped, and all text is escaped. The browser sanitises it again before rendering.
 */
const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'h5', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'span', 'small']);
const VOID = new Set(['br']);

const escapeText = (s: string) => s.replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function safeHref(attrs: string) {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(href) ? href : null;
}

export function sanitizeHtml(html: string): string {
  const stripped = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[\s\S]*?(<\/\1\s*>|$)/gi, '');
  let out = '';
  const open: string[] = [];
  const tag = /<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
  let last = 0;
  for (let m = tag.exec(stripped); m; m = tag.exec(stripped)) {
    out += escapeText(stripped.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[1]!.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (m[0].startsWith('</')) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      // close what was left open inside it
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(m[2] ?? '');
      out += href ? `<a href="${escapeAttr(href)}" rel="noopener noreferrer" target="_blank">` : '<a>';
    } else out += `<${name}>`;
    open.push(name);
  }
  out += escapeText(stripped.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
