import { drawMotif, hash32, wrap, type Palette } from '../games/game-art';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface BannerArtInput {
  brandId: string;
  brandName: string;
  /** the brand's dark theme: the banner sits on the site's own colours */
  colors: { primary: string; accent: string; background: string };
  bannerId: number;
  groupName: string;
  headline: string;
  linkage?: string | null;
}

/** What a banner shows beside its headline: the words of the headline or its link, else its path group. */
export function bannerMotifKind(banner: Pick<BannerArtInput, 'groupName' | 'headline' | 'linkage'>) {
  const words = `${banner.headline} ${banner.linkage ?? ''}`;
  const byWord: Array<[RegExp, string]> = [
    [/lott|lotto|draw/i, 'lottery'],
    [/fish|catch|ocean/i, 'fishing'],
    [/live|dealer|casino|baccarat/i, 'live'],
    [/bonus|deposit|welcome|join|register|promotion|offer|₱|\$/i, 'bonus'],
    [/sport|match|football|bet on/i, 'sports'],
    [/slot|spin|reel/i, 'slots'],
  ];
  const byGroup: Record<string, string> = { rng: 'slots', live: 'live', fish: 'fishing', sports: 'sports', esports: 'esports', lottery: 'lottery', pvp: 'cards', w_reg: 'bonus', promotions: 'bonus', shop: 'bonus' };
  return byWord.find(([word]) => word.test(words))?.[1] ?? byGroup[banner.groupName] ?? 'slots';
}

/** A gift box with coins: offers, sign-up and deposit banners. */
const bonusMotif = (p: Palette) =>
  `<rect x="66" y="82" width="108" height="72" rx="8" fill="${p.accent}"/><rect x="58" y="64" width="124" height="26" rx="6" fill="${p.accent}"/><rect x="112" y="64" width="16" height="90" fill="${p.light}"/><path d="M120 64c-18-26-44-18-34-2 6 8 24 4 34 2zM120 64c18-26 44-18 34-2-6 8-24 4-34 2z" fill="${p.light}"/>${[0, 1, 2].map((i) => `<ellipse cx="${186 - i * 4}" cy="${148 - i * 10}" rx="22" ry="7" fill="${p.glow}" stroke="${p.deep}" stroke-opacity=".3" stroke-width="2"/>`).join('')}`;

/**
 * A 1200 x 360 banner composed per brand: the brand's dark background with its primary and accent colours, one of
 * three compositions picked by the brand (diagonal split, spotlight, arcs), a large motif for what the banner
 * promotes, the headline set in two lines at most, and the brand's name as the eyebrow.
 */
export function bannerArtSvg(banner: BannerArtInput) {
  const layout = hash32(`banner-layout:${banner.brandId}`) % 3;
  const h = hash32(`${banner.brandId}:${banner.bannerId}`);
  const { primary, accent, background } = banner.colors;
  const palette: Palette = { deep: background, light: primary, accent, glow: '#ffffff' };
  const kind = bannerMotifKind(banner);
  const motif = kind === 'bonus' ? bonusMotif(palette) : drawMotif(kind, { name: banner.headline, gameClassify: kind === 'slots' ? 'VIDEO' : '', externalId: '' }, h, palette);
  const backdrop = [
    // diagonal split: the motif on a primary panel
    `<path d="M${700 + (h % 60)} 0H1200V360H${560 + (h % 60)}z" fill="url(#p)"/><path d="M${660 + (h % 60)} 0h18L${538 + (h % 60)} 360h-18z" fill="${accent}" opacity=".8"/>`,
    // spotlight: a glow behind the motif, light rays
    `<circle cx="930" cy="180" r="260" fill="url(#s)"/>${Array.from({ length: 9 }, (_, i) => `<path d="M930 180L${Math.round(930 + 700 * Math.cos(i * 0.7))} ${Math.round(180 + 700 * Math.sin(i * 0.7))}L${Math.round(930 + 700 * Math.cos(i * 0.7 + 0.12))} ${Math.round(180 + 700 * Math.sin(i * 0.7 + 0.12))}z" fill="${primary}" opacity=".1"/>`).join('')}`,
    // arcs: rings of the brand colours
    `${[340, 270, 200].map((r, i) => `<circle cx="1010" cy="${200 + (h % 40)}" r="${r}" fill="${i % 2 ? accent : primary}" opacity="${0.14 + i * 0.12}"/>`).join('')}`,
  ][layout];
  // two lines at most; a longer headline (a language that says a figure in more words) takes three smaller ones, so
  // the promotion's figure at its end is never cut
  const twoLines = wrap(banner.headline, 22, 2);
  const lines = twoLines.at(-1)!.endsWith('…') ? wrap(banner.headline, 27, 3) : twoLines;
  const size = lines.length > 2 ? 44 : lines.length > 1 || lines[0]!.length > 18 ? 52 : 62;
  const headline = lines.map((line, i) => `<text x="72" y="${168 + i * (size + 8) - (lines.length - 1) * 26}" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 360" width="1200" height="360" role="img" aria-label="${escapeXml(banner.headline)}">
<defs><linearGradient id="b" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${primary}" stop-opacity=".55"/></linearGradient><linearGradient id="p" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient><radialGradient id="s"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="360" fill="${background}"/><rect width="1200" height="360" fill="url(#b)"/>${backdrop}
<g transform="translate(${layout === 0 ? 690 : 660} ${-36}) scale(1.9)">${motif}</g>
<g font-family="system-ui,sans-serif"><rect x="72" y="58" width="${24 + banner.brandName.length * 11}" height="30" rx="15" fill="${accent}"/><text x="84" y="79" font-size="16" font-weight="800" fill="${background}" letter-spacing="1">${escapeXml(banner.brandName.toUpperCase())}</text>
${headline}<rect x="72" y="${lines.length > 1 ? 262 : 226}" width="64" height="6" rx="3" fill="${accent}"/></g></svg>`;
}
