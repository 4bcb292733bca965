/*
 * Generated game artwork (no binary assets in the repository): every game tile is an SVG composed from
 *  - its vendor's palette and background pattern (a vendor's games look like a family),
 *  - a motif for its game type (slots, live casino, fishing, cards, sports, esports, lottery, in-house), varied by
 *    the words of its name (a "Dragon" slot shows a different symbol than a "Fruit" one) and by a hash of the game,
 *  - its name set in the art, with the vendor's badge.
 * The same input always draws the same picture; each tile is 240 x 240 with explicit width and height.
 */

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** FNV-1a: a stable 32-bit hash of a string (colours and shapes). */
export function hash32(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Words into at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

/** A vendor's colours: deep and light background ends, an accent for the motif, a highlight for details. */
export interface Palette {
  deep: string;
  light: string;
  accent: string;
  glow: string;
}

/** Hand-picked palettes that read well behind white text; a vendor keeps one (by its code). */
const palettes: readonly Palette[] = [
  { deep: '#1a0b3d', light: '#6b2fd6', accent: '#ffd23f', glow: '#ff7ae0' },
  { deep: '#041c32', light: '#0f6ba8', accent: '#5ef2ff', glow: '#ffe066' },
  { deep: '#2b0606', light: '#c0261b', accent: '#ffc94a', glow: '#ff8f5a' },
  { deep: '#03261d', light: '#138a5d', accent: '#b9ff66', glow: '#ffe27a' },
  { deep: '#2a1400', light: '#c46a00', accent: '#fff1a8', glow: '#ff5d5d' },
  { deep: '#14052b', light: '#b0137b', accent: '#7af5ff', glow: '#ffd1f2' },
  { deep: '#061a2b', light: '#2541b2', accent: '#ff9e3d', glow: '#9ee8ff' },
  { deep: '#1c1c1c', light: '#5a5a66', accent: '#f5c542', glow: '#ffffff' },
  { deep: '#2d0a1e', light: '#8e1f4f', accent: '#ffb3c7', glow: '#ffd36e' },
  { deep: '#04282b', light: '#00897b', accent: '#ffeb7a', glow: '#7dffd8' },
  { deep: '#170f3a', light: '#3949ab', accent: '#ff6fb5', glow: '#a8b8ff' },
  { deep: '#291b00', light: '#8a6d00', accent: '#fff4c2', glow: '#ffcf33' },
  { deep: '#0b2206', light: '#4e8a12', accent: '#ffd54f', glow: '#e4ff9e' },
  { deep: '#300d0d', light: '#7b1fa2', accent: '#ff8a65', glow: '#ffe0b2' },
  { deep: '#00141f', light: '#006d77', accent: '#ff7b54', glow: '#ffd6a5' },
  { deep: '#1e0b00', light: '#a63d00', accent: '#ffe45e', glow: '#ff9f1c' },
];

export const vendorPalette = (vendorCode: string): Palette => palettes[hash32(`palette:${vendorCode}`) % palettes.length]!;

/** A vendor's background texture, drawn over its gradient (ids are local to one SVG). */
function vendorPattern(vendorCode: string, p: Palette) {
  const kind = hash32(`pattern:${vendorCode}`) % 5;
  switch (kind) {
    case 0: // sun rays from the motif's centre
      return `<g opacity=".14" fill="${p.glow}">${Array.from({ length: 12 }, (_, i) => `<path d="M120 96L${Math.round(120 + 200 * Math.cos((i * Math.PI) / 6))} ${Math.round(96 + 200 * Math.sin((i * Math.PI) / 6))}L${Math.round(120 + 200 * Math.cos((i * Math.PI) / 6 + 0.22))} ${Math.round(96 + 200 * Math.sin((i * Math.PI) / 6 + 0.22))}z"/>`).join('')}</g>`;
    case 1: // dotted grid
      return `<defs><pattern id="pt" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="1.6" fill="${p.glow}" opacity=".22"/></pattern></defs><rect width="240" height="240" fill="url(#pt)"/>`;
    case 2: // diagonal stripes
      return `<defs><pattern id="pt" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="8" height="22" fill="${p.glow}" opacity=".08"/></pattern></defs><rect width="240" height="240" fill="url(#pt)"/>`;
    case 3: // waves
      return `<g fill="none" stroke="${p.glow}" stroke-width="3" opacity=".14">${[40, 80, 120, 160, 200].map((y) => `<path d="M0 ${y}q30-16 60 0t60 0 60 0 60 0"/>`).join('')}</g>`;
    default: // concentric rings
      return `<g fill="none" stroke="${p.glow}" opacity=".12">${[40, 70, 100, 130, 160].map((r) => `<circle cx="120" cy="96" r="${r}" stroke-width="${4 + r / 40}"/>`).join('')}</g>`;
  }
}

/** The symbol a slot shows, chosen by a word of its name, else by the hash. */
const slotSymbols: ReadonlyArray<[RegExp, (p: Palette) => string]> = [
  [/dragon|phoenix|serpent/i, (p) => `<path d="M70 120c10-40 50-60 90-44-18 2-30 10-34 22 20-10 44-6 58 12-22-8-40-2-50 14 14-2 26 4 32 16-30-10-60-6-96-20z" fill="${p.accent}"/><circle cx="150" cy="84" r="5" fill="${p.deep}"/>`],
  [/gem|ruby|sapphire|diamond|emerald|crystal|jade/i, (p) => `<path d="M84 70h72l22 26-58 58-58-58z" fill="${p.accent}"/><path d="M84 70l14 26h44l14-26M62 96h116M98 96l22 58 22-58" fill="none" stroke="${p.deep}" stroke-opacity=".35" stroke-width="3"/>`],
  [/fruit|candy|sweet|cherry/i, (p) => `<path d="M120 54c6 18 2 34-14 50M120 54c10 16 26 28 38 46" fill="none" stroke="${p.glow}" stroke-width="5"/><circle cx="100" cy="116" r="24" fill="${p.accent}"/><circle cx="148" cy="112" r="24" fill="${p.accent}"/><circle cx="92" cy="108" r="6" fill="#fff" opacity=".5"/>`],
  [/king|queen|royal|imperial|crown|majestic|pharaoh/i, (p) => `<path d="M70 134l-8-62 34 28 24-40 24 40 34-28-8 62z" fill="${p.accent}"/><rect x="70" y="136" width="100" height="14" rx="4" fill="${p.accent}"/><circle cx="120" cy="112" r="8" fill="${p.glow}"/>`],
  [/gold|treasure|jackpot|fortune|rich|coin|money/i, (p) => `${[0, 1, 2, 3].map((i) => `<ellipse cx="${104 + (i % 2) * 10}" cy="${142 - i * 14}" rx="36" ry="11" fill="${p.accent}" stroke="${p.deep}" stroke-opacity=".3" stroke-width="2"/>`).join('')}<circle cx="156" cy="84" r="24" fill="${p.accent}"/><text x="156" y="93" text-anchor="middle" font-size="26" font-weight="900" fill="${p.deep}" fill-opacity=".5">$</text>`],
  [/rocket|cosmic|star|moon|sky/i, (p) => `<path d="M120 46c22 18 30 48 20 82h-40c-10-34-2-64 20-82z" fill="${p.accent}"/><circle cx="120" cy="88" r="10" fill="${p.deep}"/><path d="M100 128l-14 20h26zM140 128l14 20h-26z" fill="${p.glow}"/>`],
  [/lotus|bamboo|koi|lantern|panda/i, (p) => `${[-50, -25, 0, 25, 50].map((a) => `<ellipse cx="120" cy="92" rx="14" ry="40" fill="${p.accent}" opacity=".85" transform="rotate(${a} 120 128)"/>`).join('')}<circle cx="120" cy="128" r="10" fill="${p.glow}"/>`],
  [/tiger|lion|wolf|buffalo|eagle|ox|monkey|rabbit|rooster|unicorn/i, (p) => `<ellipse cx="120" cy="114" rx="34" ry="28" fill="${p.accent}"/>${[[80, 76], [104, 62], [136, 62], [160, 76]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="12" ry="15" fill="${p.accent}"/>`).join('')}`],
];

function slotMotif(name: string, classify: string, h: number, p: Palette) {
  if (classify === 'CLASSIC')
    return [0, 1, 2].map((i) => `<rect x="${44 + i * 52}" y="58" width="44" height="72" rx="9" fill="${p.deep}" fill-opacity=".6"/><text x="${66 + i * 52}" y="110" text-anchor="middle" font-size="44" font-weight="900" fill="${p.accent}">${(h >>> i) & 1 ? '7' : 'BAR'.charAt(i)}</text>`).join('');
  if (classify === 'MEGAWAYS')
    return Array.from({ length: 6 }, (_, i) => {
      const height = 34 + (((h >>> (i * 4)) & 0xf) * 5);
      return `<rect x="${42 + i * 27}" y="${142 - height}" width="20" height="${height}" rx="5" fill="${i % 2 ? p.accent : p.glow}" opacity="${0.55 + i * 0.07}"/>`;
    }).join('');
  const symbol = slotSymbols.find(([word]) => word.test(name))?.[1] ?? slotSymbols[h % slotSymbols.length]![1];
  const sparkle = (x: number, y: number, s: number) => `<path d="M${x} ${y - s}l${s / 4} ${s * 0.75} ${s * 0.75} ${s / 4}-${s * 0.75} ${s / 4}-${s / 4} ${s * 0.75}-${s / 4}-${s * 0.75}-${s * 0.75}-${s / 4} ${s * 0.75}-${s / 4}z" fill="#fff" opacity=".7"/>`;
  const frame = classify === 'JACKPOT' ? `<rect x="52" y="44" width="136" height="116" rx="18" fill="none" stroke="${p.accent}" stroke-width="4" stroke-dasharray="2 8" stroke-linecap="round"/>` : '';
  return `${frame}${symbol(p)}${sparkle(60 + (h % 30), 58, 12)}${sparkle(176 - ((h >>> 6) % 24), 124, 9)}`;
}

function liveMotif(name: string, h: number, p: Palette) {
  if (/roulette/i.test(name) || (!/baccarat|blackjack|dragon|sic|poker/i.test(name) && h % 3 === 0))
    return `<circle cx="120" cy="96" r="54" fill="${p.deep}" stroke="${p.accent}" stroke-width="6"/><circle cx="120" cy="96" r="42" fill="none" stroke="${p.glow}" stroke-width="14" stroke-dasharray="11 11"/><circle cx="120" cy="96" r="16" fill="${p.accent}"/><circle cx="150" cy="70" r="6" fill="#fff"/>`;
  if (/sic|dice/i.test(name))
    return [0, 1, 2].map((i) => `<rect x="${58 + i * 44}" y="${70 + (i % 2) * 18}" width="40" height="40" rx="8" fill="#fff" transform="rotate(${(i - 1) * 12} ${78 + i * 44} ${90 + (i % 2) * 18})"/><circle cx="${78 + i * 44}" cy="${90 + (i % 2) * 18}" r="5" fill="${p.deep}"/>`).join('');
  // cards and a chip stack: baccarat, blackjack, dragon tiger and the rest of the tables
  const suit = ['♠', '♥', '♦', '♣'][h % 4]!;
  const red = suit === '♥' || suit === '♦';
  return `<rect x="70" y="46" width="60" height="84" rx="8" fill="#fff" transform="rotate(-12 100 88)"/><rect x="106" y="50" width="60" height="84" rx="8" fill="#fff" transform="rotate(10 136 92)"/><text x="138" y="106" text-anchor="middle" font-size="38" fill="${red ? '#d62839' : '#111'}" transform="rotate(10 136 92)">${suit}</text>${[0, 1, 2].map((i) => `<ellipse cx="170" cy="${142 - i * 8}" rx="20" ry="7" fill="${p.accent}" stroke="${p.deep}" stroke-width="2"/>`).join('')}`;
}

function fishMotif(h: number, p: Palette) {
  const big = 36 + (h % 14);
  const tail = `${120 + big},96 ${150 + big},${74 - (h % 8)} ${150 + big},${118 + (h % 8)}`;
  const bubbles = [0, 1, 2, 3].map((i) => `<circle cx="${52 + ((h >>> (i * 3)) % 40)}" cy="${50 + i * 22}" r="${3 + (i % 3) * 2}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`).join('');
  return `${bubbles}<ellipse cx="120" cy="96" rx="${big + 14}" ry="${big - 8}" fill="${p.accent}"/><polygon points="${tail}" fill="${p.accent}"/><path d="M${110} ${96 - big + 8}q16-18 30 2" fill="${p.glow}"/><circle cx="${96 - big / 3}" cy="90" r="6" fill="${p.deep}"/><path d="M${104} 84q8 12 0 24" fill="none" stroke="${p.deep}" stroke-opacity=".4" stroke-width="3"/><path d="M30 150q24-10 48 0t48 0 48 0 48 0" fill="none" stroke="${p.glow}" stroke-opacity=".5" stroke-width="4"/>`;
}

function cardsMotif(classify: string, h: number, p: Palette) {
  if (classify === 'MAHJONG')
    return [0, 1, 2].map((i) => `<rect x="${54 + i * 46}" y="${54 + (i === 1 ? -6 : 4)}" width="40" height="56" rx="6" fill="#f4f1e6" stroke="${p.accent}" stroke-width="3"/><circle cx="${74 + i * 46}" cy="${76 + (i === 1 ? -6 : 4)}" r="7" fill="${['#c0392b', '#1e8449', '#1f4e99'][(h + i) % 3]}"/><circle cx="${74 + i * 46}" cy="${96 + (i === 1 ? -6 : 4)}" r="5" fill="${['#1f4e99', '#c0392b', '#1e8449'][(h + i) % 3]}"/>`).join('');
  const suits = ['♠', '♥', '♦', '♣'];
  const fan = [-24, -8, 8, 24].map((a, i) => `<g transform="rotate(${a} 120 160)"><rect x="96" y="52" width="48" height="70" rx="7" fill="#fff" stroke="${p.deep}" stroke-opacity=".2"/><text x="112" y="78" text-anchor="middle" font-size="18" font-weight="800" fill="${i % 2 ? '#d62839' : '#111'}">${'AKQJ'[i]}</text><text x="128" y="110" text-anchor="middle" font-size="24" fill="${i % 2 ? '#d62839' : '#111'}">${suits[(h + i) % 4]}</text></g>`).join('');
  return classify === 'POKER' ? `${fan}<circle cx="176" cy="140" r="18" fill="${p.accent}" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>` : fan;
}

function sportsMotif(name: string, h: number, p: Palette) {
  if (/basket/i.test(name) || h % 3 === 1)
    return `<circle cx="120" cy="96" r="48" fill="#f28c28"/><path d="M72 96h96M120 48v96M86 62q20 34 0 68M154 62q-20 34 0 68" fill="none" stroke="#3a1c00" stroke-width="3"/>`;
  return `<circle cx="120" cy="96" r="48" fill="#fff"/><polygon points="120,76 139,90 132,112 108,112 101,90" fill="#111"/><path d="M120 76V50M139 90l24-8M132 112l14 22M108 112l-14 22M101 90l-24-8" stroke="#111" stroke-width="3"/><path d="M40 150h160" stroke="${p.accent}" stroke-width="4" stroke-dasharray="10 8"/>`;
}

function esportsMotif(h: number, p: Palette) {
  return `<path d="M66 80q0-20 20-20h68q20 0 20 20l10 44q4 20-14 20-10 0-18-12l-8-10H96l-8 10q-8 12-18 12-18 0-14-20z" fill="${p.accent}"/><rect x="84" y="86" width="26" height="8" rx="2" fill="${p.deep}"/><rect x="93" y="77" width="8" height="26" rx="2" fill="${p.deep}"/><circle cx="148" cy="82" r="6" fill="${p.deep}"/><circle cx="162" cy="96" r="6" fill="${p.deep}"/><path d="M${50 + (h % 20)} 50l6 10M${184 - (h % 20)} 52l-6 10" stroke="${p.glow}" stroke-width="4" stroke-linecap="round"/>`;
}

function lotteryMotif(h: number, p: Palette) {
  return [0, 1, 2, 3, 4].map((i) => {
    const x = 56 + i * 32;
    const y = 84 + (i % 2 ? 22 : 0);
    return `<circle cx="${x}" cy="${y}" r="20" fill="${i % 2 ? p.glow : p.accent}"/><circle cx="${x}" cy="${y}" r="11" fill="#fff"/><text x="${x}" y="${y + 5}" text-anchor="middle" font-size="13" font-weight="800" fill="#111">${((h >>> (i * 5)) % 49) + 1}</text>`;
  }).join('');
}

function inhouseMotif(externalId: string, h: number, p: Palette) {
  if (externalId === 'dice')
    return `<rect x="62" y="52" width="70" height="70" rx="14" fill="#fff" transform="rotate(-12 97 87)"/><rect x="118" y="70" width="62" height="62" rx="12" fill="${p.accent}" transform="rotate(10 149 101)"/>${[[80, 70], [97, 87], [114, 104]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${p.deep}"/>`).join('')}<circle cx="140" cy="92" r="6" fill="${p.deep}"/><circle cx="158" cy="110" r="6" fill="${p.deep}"/>`;
  if (externalId === 'crash')
    return `<polyline points="40,146 90,134 130,110 160,78 184,46" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/><path d="M184 30l16 28-18-4-10 14z" fill="${p.glow}"/><text x="70" y="90" font-size="26" font-weight="900" fill="${p.glow}">${(((h % 90) + 10) / 10).toFixed(1)}×</text>`;
  return slotMotif('', 'CLASSIC', h, p);
}

export interface GameArtInput {
  name: string;
  vendorName: string;
  gameClassify: string;
  externalId: string;
  isGame: string;
  vendorCode: string;
  /** the lobby category (RNG, LIVE, FISH, PVP, SPORTS, ELOTT, INHOUSE); the classification decides when absent */
  gameType?: string;
}

/** Which motif family a game gets: its lobby category, else what its classification implies. */
export function gameArtKind(game: Pick<GameArtInput, 'gameType' | 'gameClassify' | 'vendorCode'>) {
  if (game.vendorCode === 'INH' || game.gameType === 'INHOUSE') return 'inhouse';
  if (game.gameClassify === 'ESPORTS') return 'esports';
  const byType: Record<string, string> = { RNG: 'slots', LIVE: 'live', FISH: 'fishing', PVP: 'cards', SPORTS: 'sports', ELOTT: 'lottery', LOTTERY: 'lottery' };
  if (game.gameType && byType[game.gameType]) return byType[game.gameType]!;
  const byClassify: Record<string, string> = { LIVE: 'live', FISH: 'fishing', CARD: 'cards', POKER: 'cards', MAHJONG: 'cards', SPORTSBOOK: 'sports', LOTTERY: 'lottery' };
  return byClassify[game.gameClassify] ?? 'slots';
}

/** The motif of a game-type family, drawn around (120, 96) of a 240 x 240 box (banners scale it). */
export function drawMotif(kind: string, game: Pick<GameArtInput, 'name' | 'gameClassify' | 'externalId'>, h: number, p: Palette) {
  switch (kind) {
    case 'live':
      return liveMotif(game.name, h, p);
    case 'fishing':
      return fishMotif(h, p);
    case 'cards':
      return cardsMotif(game.gameClassify, h, p);
    case 'sports':
      return sportsMotif(game.name, h, p);
    case 'esports':
      return esportsMotif(h, p);
    case 'lottery':
      return lotteryMotif(h, p);
    case 'inhouse':
      return inhouseMotif(game.externalId, h, p);
    default:
      return slotMotif(game.name, game.gameClassify, h, p);
  }
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();

/** A 240 x 240 game tile: vendor palette and texture, a motif of its game type, its name and vendor in the art. */
export function gameArtSvg(game: GameArtInput) {
  const h = hash32(`${game.vendorCode}:${game.name}`);
  const p = vendorPalette(game.vendorCode);
  const kind = gameArtKind(game);
  const lobby = game.isGame === 'VASSALAGE';
  const motif = lobby
    ? `<circle cx="120" cy="92" r="52" fill="${p.deep}" fill-opacity=".55" stroke="${p.accent}" stroke-width="4"/><text x="120" y="110" text-anchor="middle" font-size="${initials(game.vendorName).length > 2 ? 38 : 48}" font-weight="900" fill="${p.accent}">${escapeXml(initials(game.vendorName))}</text>`
    : drawMotif(kind, game, h, p);
  const lines = wrap(game.name, 15, 2);
  const size = lines.some((l) => l.length > 12) ? 20 : 24;
  const top = 214 - (lines.length - 1) * (size + 2);
  const title = lines
    .map((line, i) => `<text x="120" y="${top + i * (size + 2)}" text-anchor="middle" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  const angle = (h >>> 3) % 2 ? 'x2="1" y2="1"' : 'x1="1" x2="0" y2="1"';
  const vendor = escapeXml(game.vendorName.toUpperCase().slice(0, 24));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="bg" ${angle}><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient><radialGradient id="sp" cx=".5" cy=".4" r=".5"><stop offset="0" stop-color="${p.glow}" stop-opacity=".45"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient><linearGradient id="sh" x2="0" y2="1"><stop offset="0" stop-color="${p.deep}" stop-opacity="0"/><stop offset="1" stop-color="${p.deep}" stop-opacity=".92"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#bg)"/>${vendorPattern(game.vendorCode, p)}<rect width="240" height="200" fill="url(#sp)"/>
<g font-family="system-ui,sans-serif">${motif}<rect y="${top - size - 14}" width="240" height="${254 - top + size}" fill="url(#sh)"/>
<rect x="10" y="10" width="${Math.min(220, 16 + vendor.length * 7)}" height="20" rx="10" fill="${p.deep}" fill-opacity=".7"/><text x="18" y="24" font-size="11" font-weight="700" fill="${p.accent}" letter-spacing=".5">${vendor}</text>
${title}</g></svg>`;
}

/** A 160 x 64 vendor logo in the vendor's palette (the same colours as its game tiles). */
export function vendorLogoSvg(vendor: { code: string; name: string }) {
  const p = vendorPalette(vendor.code);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64" role="img" aria-label="${escapeXml(vendor.name)}">
<defs><linearGradient id="v" x2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient></defs>
<rect width="160" height="64" rx="14" fill="url(#v)"/><circle cx="32" cy="32" r="20" fill="${p.deep}" fill-opacity=".5" stroke="${p.accent}" stroke-width="2"/>
<text x="32" y="38" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${initials(vendor.name).length > 2 ? 12 : 16}" font-weight="900" fill="${p.accent}">${escapeXml(initials(vendor.name))}</text>
<text x="60" y="37" font-family="system-ui,sans-serif" font-size="${vendor.name.length > 14 ? 11 : 14}" font-weight="700" fill="#fff">${escapeXml(vendor.name.slice(0, 22))}</text></svg>`;
}
