/** Image hosts from the permission call (info.imageCDNs); empty means images load from where they are. */
let imageCdns: string[] = [];

export function setImageCdns(list: readonly string[]) {
  imageCdns = list.map((h) => (/^https?:\/\//.test(h) ? h : `https://${h}`).replace(/\/+$/, '')).filter(Boolean);
}

/** Swaps an image URL's host for a randomly chosen CDN host; relative paths get the host prepended. */
export function withCdn(url: string, cdns: readonly string[] = imageCdns, random = Math.random): string {
  if (cdns.length === 0 || !url || /^(data|blob):/.test(url)) return url;
  const host = cdns[Math.floor(random() * cdns.length)] ?? cdns[0]!;
  const match = /^(?:https?:)?\/\/[^/]+(\/.*)?$/.exec(url);
  if (match) return `${host}${match[1] ?? '/'}`;
  return `${host}${url.startsWith('/') ? '' : '/'}${url}`;
}
