import { languageTag } from '@app/contract/language-tag';
import type { BrandConfig, Language, ThemeColors } from '@app/contract/brand';
import { BANNER_GROUP_BY_PATH } from '@app/contract/constants';
import { PWA_PATHS } from '@app/contract/pwa';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brandIconUrl } from './brand-icon';
import { pickLanguage } from './brands';

/** brand -> `${language} ${the first banner's address ('' for none)}` -> the page */
const cache = new WeakMap<BrandConfig, Map<string, string>>();
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const vars = (colors: ThemeColors) =>
  Object.entries(colors)
    .map(([k, v]) => `--color-${kebab(k)}:${v}`)
    .join(';');

/** When the brand file has no description in a language: one built from the brand's name. */
const fallbackDescription: Record<Language, (name: string) => string> = {
  EN: (name) => `${name}: slots, live casino, fishing, sports and lottery games online, with daily promotions and rewards.`,
  TY: (name) => `${name}: slots, live casino, fishing, sports at lottery online, may araw-araw na promosyon at gantimpala.`,
  vi: (name) => `${name}: nổ hũ, casino trực tuyến, bắn cá, thể thao và xổ số trực tuyến, cùng khuyến mãi và phần thưởng mỗi ngày.`,
};

/** The page's meta description in a language: the brand file's, else one built from its name. */
export const brandDescription = (brand: BrandConfig, language: Language) => brand.description?.[language]?.trim() || fallbackDescription[language](brand.name);

/**
 * The brand's title, description, icon and both themes' colours go into the page itself, so the first paint is
 * already branded (and a search engine reads the description in the page's language); the manifest and the
 * home-screen icon make it installable.
 */
export function brandHead(brand: BrandConfig, language: Language = brand.defaultLanguage) {
  return [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<meta name="description" content="${escapeHtml(brandDescription(brand, language))}">`,
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

/**
 * The first banner of the path's group: the largest picture of the first screen (its LCP), preloaded with the page
 * instead of after the app's code and the banners call. Not with image CDNs: the app picks one of them at random.
 */
function firstBannerOf(brand: BrandConfig, pathname: string): FirstBanner | null {
  const group = BANNER_GROUP_BY_PATH[pathname];
  if (!group || brand.imageCDNs?.length) return null;
  const url = brand.banners.find((b) => b.groupName === group)?.url;
  return url ? { url, home: group === 'home' } : null;
}

/** A path's first banner, and whether it is home's (centred, another size). */
interface FirstBanner {
  url: string;
  home: boolean;
}

/** A banner belongs to one group, so its address alone keys a rendered page ('' for none). */
const bannerKey = (banner: FirstBanner | null) => banner?.url ?? '';

/** The boot frame's quiet block where a banner goes (index.html). */
const BOOT_BANNER_PLACE = '<i style="aspect-ratio: 10 / 3"><!--boot-banner--></i>';
/** The first banner in the boot frame, in the size the app's banner area gives it (index.html's styles). */
const bootBanner = ({ url, home }: FirstBanner) =>
  `<i class="boot-banner"${home ? ' data-home' : ''}><img src="${escapeHtml(url)}" alt="" width="1200" height="360" fetchpriority="high"></i>`;

/**
 * The brand's shell in a language (its lang and meta description) with the given first banner (null for none)
 * preloaded and drawn in the boot frame's banner place: the first screen's largest picture paints with the page, not
 * once the app's code has run and the banners call has answered (the app's own banner then shows the same picture,
 * from the cache). Rendered once per brand, language and banner.
 */
function renderIndexHtml(template: string, brand: BrandConfig, banner: FirstBanner | null, language: Language) {
  let byKey = cache.get(brand);
  if (!byKey) cache.set(brand, (byKey = new Map()));
  const key = `${language} ${bannerKey(banner)}`;
  let html = byKey.get(key);
  if (!html) {
    const preload = banner ? `<link rel="preload" as="image" href="${escapeHtml(banner.url)}" fetchpriority="high">` : '';
    html = template
      .replace('<!--brand-head-->', brandHead(brand, language) + preload)
      .replace('<!--brand-boot-->', brandBoot(brand))
      .replace(BOOT_BANNER_PLACE, banner ? bootBanner(banner) : BOOT_BANNER_PLACE.replace('<!--boot-banner-->', ''))
      .replace('%BRAND_LANG%', languageTag(language));
    byKey.set(key, html);
  }
  return html;
}

/** The brand's shell for a path, uncompressed (the server's first-screen render writes its screen into it). */
export const indexHtml = (template: string, brand: BrandConfig, pathname: string, language: Language) =>
  renderIndexHtml(template, brand, firstBannerOf(brand, pathname), language);

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

/** brand -> `${encoding} ${language} ${first banner}` -> the compressed page */
const compressedCache = new WeakMap<BrandConfig, Map<string, Buffer>>();

/**
 * The brand's shell for a path in the given encoding, compressed once per brand, language, first banner and encoding.
 * The language is the brand's default unless one of its languages is asked for (a link's ?language=, which the web
 * app follows too).
 */
export function compressedIndexHtml(template: string, brand: BrandConfig, encoding: ShellEncoding, pathname: string, language?: string | null) {
  const banner = firstBannerOf(brand, pathname);
  const shown = pickLanguage(brand, language ?? undefined);
  if (!encoding) return renderIndexHtml(template, brand, banner, shown);
  let variants = compressedCache.get(brand);
  if (!variants) compressedCache.set(brand, (variants = new Map()));
  const key = `${encoding} ${shown} ${bannerKey(banner)}`;
  let body = variants.get(key);
  if (!body) {
    const html = renderIndexHtml(template, brand, banner, shown);
    body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html);
    variants.set(key, body);
  }
  return body;
}
