import type { BrandConfig } from '@app/contract/brand';

/** Loopback names a demo server answers on whatever its brand files list (`npm start`, the e2e suite). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a page address, a host with port, or a bare host; '' when it is none of these. */
export function hostNameOf(address: string): string {
  const text = address.trim();
  if (!text) return '';
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname.replace(/\.$/, '');
  } catch {
    return '';
  }
}

/**
 * Whether the page's host is a valid entry for the brand (the spec's domain check): one of the brand file's hosts or
 * a domainList entry; in demo mode also the loopback names. Anything else shows the web's invalid-URL page.
 */
export function domainRouteOf(brand: BrandConfig, address: string, options: { demo: boolean }) {
  const host = hostNameOf(address);
  const entries = new Set([...brand.hosts.map(hostNameOf), ...brand.domainList.map((d) => hostNameOf(d.domain))]);
  const valid = host !== '' && (entries.has(host) || (options.demo && LOOPBACK_HOSTS.has(host)));
  return { valid, domain: host };
}
