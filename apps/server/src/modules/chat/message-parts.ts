import type { ChatPart } from '@app/contract/chat';

/** http(s) addresses and bare www. ones; a trailing full stop, comma or bracket is the sentence's, not the link's */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** The host of an address a member typed, or null when it is not a usable http(s) URL. */
function hostOf(address: string): string | null {
  try {
    const url = new URL(address.startsWith('www.') ? `https://${address}` : address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The brand's own domains: its hosts and their subdomains. */
const isBrandHost = (host: string, brandHosts: readonly string[]) =>
  brandHosts.some((h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`));

/**
 * A message's text as parts: text, and links only where the address is on the brand's own domain (anything else
 * stays text, so a member cannot send others to a phishing page with one click). The client shows parts as text
 * nodes, never as HTML: markup a member types is shown, not run.
 */
export function messageParts(text: string, brandHosts: readonly string[]): ChatPart[] {
  const parts: ChatPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const host = hostOf(address);
    if (!host || !isBrandHost(host, brandHosts)) continue;
    plain += text.slice(last, match.index);
    if (plain) parts.push({ type: 'text', text: plain });
    plain = '';
    parts.push({ type: 'link', text: address, href: address.startsWith('www.') ? `https://${address}` : address });
    last = match.index + address.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ type: 'text', text: plain });
  return parts;
}
