import type { BrandConfig, ThemeColors } from '@app/contract/brand';
import { PWA_PATHS } from '@app/contract/pwa';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brandIconUrl } from './brand-icon';

const cache = new WeakMap<BrandConfig, string>();
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const vars = (colors: ThemeColors) =>
  Object.entries(colors)
    .map(([k, v]) => `--color-${kebab(k)}:${v}`)
    .join(';');

/**
 * The brand's title, icon and both themes' colours go into the page itself, so the first paint is already branded;
 * the manifest and the home-screen icon make it installable.
 */
export function brandHead(brand: BrandConfig) {
  return [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<link rel="icon" href="${escapeHtml(brand.logo)}">`,
    `<link rel="manifest" href="${PWA_PATHS.manifest}">`,
    `<link rel="apple-touch-icon" href="${brandIconUrl(brand, 'apple-touch-icon.png')}">`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(brand.name)}">`,
    `<meta name="theme-color" content="${brand.themes.dark.primary}">`,
    `<style>:root,:root[data-theme=light]{${vars(brand.themes.light)}}:root[data-theme=dark]{${vars(brand.themes.dark)}}</style>`,
  ].join('');
}

/** The boot frame's header shows the brand's logo and name: the first paint has content before any script runs. */
export const brandBoot = (brand: BrandConfig) => `<img src="${escapeHtml(brand.logo)}" alt="" width="36" height="36"><b>${escapeHtml(brand.name)}</b>`;

export function renderIndexHtml(template: string, brand: BrandConfig) {
  let html = cache.get(brand);
  if (!html) {
    html = template
      .replace('<!--brand-head-->', brandHead(brand))
      .replace('<!--brand-boot-->', brandBoot(brand))
      .replace('%BRAND_LANG%', brand.defaultLanguage === 'EN' ? 'en' : 'fil');
    cache.set(brand, html);
  }
  return html;
}

export type ShellEncoding = 'br' | 'gzip' | null;

/** The encoding the shell goes out in: brotli, else gzip, else none; an encoding listed with q=0 is refused. */
export function shellEncoding(accept: string | string[] | undefined): ShellEncoding {
  const accepted = new Set(
    (Array.isArray(accept) ? accept.join(',') : (accept ?? ''))
      .split(',')
      .map((entry) => entry.trim().toLowerCase().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

const compressedCache = new WeakMap<BrandConfig, Map<'br' | 'gzip', Buffer>>();

/** The brand's shell in the given encoding, compressed once per brand and encoding. */
export function compressedIndexHtml(template: string, brand: BrandConfig, encoding: ShellEncoding) {
  if (!encoding) return renderIndexHtml(template, brand);
  let byEncoding = compressedCache.get(brand);
  if (!byEncoding) compressedCache.set(brand, (byEncoding = new Map()));
  let body = byEncoding.get(encoding);
  if (!body) {
    const html = renderIndexHtml(template, brand);
    body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html);
    byEncoding.set(encoding, body);
  }
  return body;
}
