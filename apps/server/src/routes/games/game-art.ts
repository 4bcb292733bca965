/*
 * Generated game artwork: every game and vendor gets an SVG drawn from its name, vendor and classification
 * (no binary assets in the repository). The same input always draws the same picture.
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
function wrap(text: string, width: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
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

function motif(kind: string, h: number, accent: string, initial: string) {
  const r = (n: number) => ((h >>> n) & 0xff) / 255;
  switch (kind) {
    case 'CLASSIC':
      return [0, 1, 2].map((i) => `<rect x="${34 + i * 60}" y="44" width="52" height="70" rx="10" fill="#0006"/><text x="${60 + i * 60}" y="96" text-anchor="middle" font-size="44" font-weight="900" fill="${accent}">7</text>`).join('');
    case 'MEGAWAYS':
      return Array.from({ length: 6 }, (_, i) => {
        const height = 30 + Math.round(r(i * 4) * 70);
        return `<rect x="${28 + i * 32}" y="${128 - height}" width="24" height="${height}" rx="5" fill="${accent}" opacity="${0.45 + i * 0.08}"/>`;
      }).join('');
    case 'JACKPOT':
    case 'LOTTERY':
      return [0, 1, 2, 3].map((i) => `<circle cx="${54 + i * 44}" cy="${78 + (i % 2) * 18}" r="20" fill="${accent}"/><text x="${54 + i * 44}" y="${86 + (i % 2) * 18}" text-anchor="middle" font-size="20" font-weight="800" fill="#111">${(h >>> (i * 5)) % 49 + 1}</text>`).join('');
    case 'TABLE':
    case 'CARD':
    case 'POKER':
    case 'BACCARAT':
    case 'BLACKJACK':
      return `<rect x="70" y="30" width="64" height="90" rx="8" fill="#fff" transform="rotate(-12 102 75)"/><rect x="106" y="34" width="64" height="90" rx="8" fill="#fff" transform="rotate(10 138 79)"/><text x="140" y="96" text-anchor="middle" font-size="40" fill="${accent}" transform="rotate(10 138 79)">${['♠', '♥', '♦', '♣'][h % 4]}</text>`;
    case 'FISH':
      return `<ellipse cx="110" cy="80" rx="52" ry="28" fill="${accent}"/><polygon points="158,80 190,56 190,104" fill="${accent}"/><circle cx="84" cy="74" r="6" fill="#111"/><circle cx="60" cy="40" r="6" fill="#fff6"/><circle cx="44" cy="58" r="4" fill="#fff6"/>`;
    case 'SPORTSBOOK':
    case 'VIRTUAL':
      return `<circle cx="120" cy="78" r="46" fill="#fff"/><polygon points="120,56 140,70 133,94 107,94 100,70" fill="#111"/>`;
    case 'ESPORTS':
      return `<rect x="58" y="52" width="124" height="60" rx="30" fill="${accent}"/><circle cx="150" cy="76" r="7" fill="#111"/><circle cx="164" cy="90" r="7" fill="#111"/><rect x="78" y="78" width="26" height="8" fill="#111"/><rect x="87" y="69" width="8" height="26" fill="#111"/>`;
    case 'MAHJONG':
      // a three-dots tile (no CJK glyph: not every device has the font)
      return `<rect x="84" y="34" width="72" height="92" rx="10" fill="#f4f1e6"/><circle cx="102" cy="56" r="9" fill="#c0392b"/><circle cx="120" cy="80" r="9" fill="#1e8449"/><circle cx="138" cy="104" r="9" fill="#1f4e99"/>`;
    case 'ROULETTE':
    case 'SICBO':
    case 'DRAGON_TIGER':
    case 'GAME_SHOW':
    case 'LIVE':
      return `<circle cx="120" cy="78" r="50" fill="none" stroke="${accent}" stroke-width="12" stroke-dasharray="14 8"/><circle cx="120" cy="78" r="26" fill="${accent}"/>`;
    case 'slot':
      return [0, 1, 2].map((i) => `<rect x="${34 + i * 60}" y="40" width="52" height="76" rx="10" fill="#0006"/><text x="${60 + i * 60}" y="96" text-anchor="middle" font-size="46" font-weight="900" fill="${accent}">7</text>`).join('');
    case 'dice':
      return `<rect x="66" y="36" width="80" height="80" rx="16" fill="#fff" transform="rotate(-10 106 76)"/><circle cx="88" cy="58" r="8" fill="#111"/><circle cx="106" cy="76" r="8" fill="#111"/><circle cx="124" cy="94" r="8" fill="#111"/>`;
    case 'crash':
      return `<polyline points="30,120 80,108 120,86 150,58 176,30" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/><polygon points="176,18 196,34 172,42" fill="${accent}"/>`;
    default: {
      // a badge with the game's initial, its shape picked by the hash, with a few sparkles
      const shapes = [
        `<circle cx="120" cy="80" r="52" fill="${accent}"/>`,
        `<rect x="83" y="43" width="74" height="74" rx="10" fill="${accent}" transform="rotate(45 120 80)"/>`,
        `<polygon points="120,26 167,53 167,107 120,134 73,107 73,53" fill="${accent}"/>`,
        `<polygon points="120,24 134,62 174,62 142,86 154,126 120,102 86,126 98,86 66,62 106,62" fill="${accent}"/>`,
      ];
      const sparkles = [0, 1, 2].map((i) => `<circle cx="${30 + Math.round(r(i * 6) * 180)}" cy="${24 + Math.round(r(i * 6 + 3) * 40)}" r="${3 + (i % 2) * 2}" fill="#fff" opacity="0.5"/>`).join('');
      return `${sparkles}${shapes[h % shapes.length]}<text x="120" y="${h % shapes.length === 3 ? 96 : 98}" text-anchor="middle" font-size="48" font-weight="900" fill="#0009">${escapeXml(initial)}</text>`;
    }
  }
}

export interface GameArtInput {
  name: string;
  vendorName: string;
  gameClassify: string;
  externalId: string;
  isGame: string;
  vendorCode: string;
}

/** A 240 x 240 game tile. */
export function gameArtSvg(game: GameArtInput) {
  const h = hash32(`${game.vendorCode}:${game.name}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const accent = `hsl(${(hue + 180) % 360} 90% 62%)`;
  const kind = game.vendorCode === 'INH' ? game.externalId : game.isGame === 'VASSALAGE' ? 'VENDOR' : game.gameClassify;
  const lines = wrap(game.name, 14, 3);
  const top = 220 - lines.length * 28;
  const title = lines
    .map((line, i) => `<text x="120" y="${top + i * 28}" text-anchor="middle" font-size="24" font-weight="800" fill="#fff" stroke="#0008" stroke-width="3" paint-order="stroke">${escapeXml(line)}</text>`)
    .join('');
  const art =
    kind === 'VENDOR'
      ? `<text x="120" y="104" text-anchor="middle" font-size="64" font-weight="900" fill="${accent}">${escapeXml(initials(game.vendorName))}</text>`
      : motif(kind, h, accent, game.name.charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 20%)"/></linearGradient></defs>
<rect width="240" height="240" rx="24" fill="url(#bg)"/>
<g font-family="system-ui,sans-serif">${art}
<rect x="10" y="10" width="${Math.min(220, 18 + Math.min(26, game.vendorName.length) * 8)}" height="20" rx="10" fill="#0007"/><text x="18" y="24" font-size="11" font-weight="700" fill="#fff" letter-spacing="0.5">${escapeXml(game.vendorName.toUpperCase().slice(0, 26))}</text>
${title}</g></svg>`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();

/** A 160 x 64 vendor logo. */
export function vendorLogoSvg(vendor: { code: string; name: string }) {
  const h = hash32(vendor.code);
  const hue = h % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64" role="img" aria-label="${escapeXml(vendor.name)}">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 70% 40%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 28%)"/></linearGradient></defs>
<rect width="160" height="64" rx="14" fill="url(#v)"/><circle cx="32" cy="32" r="20" fill="#fff2"/>
<text x="32" y="38" text-anchor="middle" font-family="system-ui,sans-serif" font-size="16" font-weight="900" fill="#fff">${escapeXml(initials(vendor.name))}</text>
<text x="60" y="37" font-family="system-ui,sans-serif" font-size="${vendor.name.length > 14 ? 11 : 14}" font-weight="700" fill="#fff">${escapeXml(vendor.name.slice(0, 22))}</text></svg>`;
}
