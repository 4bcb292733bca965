import type { BrandConfig, ThemeColors } from '@app/contract/brand';

const cache = new WeakMap<BrandConfig, string>();
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const vars = (colors: ThemeColors) =>
  Object.entries(colors)
    .map(([k, v]) => `--color-${kebab(k)}:${v}`)
    .join(';');

/** The brand's title, icon and both themes' colours go into the page itself, so the first paint is already branded. */
export function brandHead(brand: BrandConfig) {
  return [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<link rel="icon" href="${escapeHtml(brand.logo)}">`,
    `<meta name="theme-color" content="${brand.themes.dark.primary}">`,
    `<style>:root,:root[data-theme=light]{${vars(brand.themes.light)}}:root[data-theme=dark]{${vars(brand.themes.dark)}}</style>`,
  ].join('');
}

export function renderIndexHtml(template: string, brand: BrandConfig) {
  let html = cache.get(brand);
  if (!html) {
    html = template.replace('<!--brand-head-->', brandHead(brand)).replace('%BRAND_LANG%', brand.defaultLanguage === 'EN' ? 'en' : 'fil');
    cache.set(brand, html);
  }
  return html;
}
