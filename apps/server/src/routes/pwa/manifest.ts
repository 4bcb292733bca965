import { languageTag } from '@app/contract/language-tag';
import { type BrandConfig, textIn } from '@app/contract/brand';
import { brandIconUrl } from '../../lib/brand-icon';

/** The brand's icons drawn from its logo (routes/pwa/index.ts): file name, size in pixels, how it is drawn. */
export const brandIcons = {
  'icon-192.png': { size: 192, fullBleed: false, contentScale: 1, purpose: 'any' },
  'icon-512.png': { size: 512, fullBleed: false, contentScale: 1, purpose: 'any' },
  // launchers crop a maskable icon to their own shape: the drawing stays inside the central safe circle
  'icon-maskable-512.png': { size: 512, fullBleed: true, contentScale: 0.7, purpose: 'maskable' },
  // iOS rounds the corners itself and paints transparent ones black
  'apple-touch-icon.png': { size: 180, fullBleed: true, contentScale: 0.86, purpose: null },
} as const;
export type BrandIconFile = keyof typeof brandIcons;

/** The short name under the home-screen icon: the whole name when it fits (12 characters), else its first word. */
const shortName = (name: string) => (name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12));

/** The web app manifest of a brand: its name, its dark theme's colours (the app's default theme), its icons. */
export function webManifest(brand: BrandConfig) {
  const { dark } = brand.themes;
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand.name),
    description: textIn(brand.footer.about, brand.defaultLanguage),
    lang: languageTag(brand.defaultLanguage),
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: dark.primary,
    background_color: dark.background,
    categories: ['games', 'entertainment'],
    icons: Object.entries(brandIcons)
      .filter(([, icon]) => icon.purpose)
      .map(([file, icon]) => ({
        src: brandIconUrl(brand, file),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
  };
}
