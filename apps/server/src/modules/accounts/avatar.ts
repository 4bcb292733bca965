const palette = ['#1fbf7a', '#3b82f6', '#f59e0b', '#ef4444', '#8b5cf6', '#14b8a6', '#ec4899', '#64748b'];

/** A generated avatar: the member's initials on a colour chosen by icon id, as an SVG data URL. */
export function avatarDataUrl(iconId: number, name: string): string {
  const initials = (name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2) || '?').toUpperCase();
  const colour = palette[Math.abs(iconId) % palette.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="58" font-family="Arial,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The built-in avatars' backgrounds (two stops each), eyes, mouths and accessories: 12 distinct faces. */
const avatarBackgrounds: Array<[string, string]> = [
  ['#34d399', '#059669'], ['#60a5fa', '#2563eb'], ['#fbbf24', '#d97706'], ['#f87171', '#dc2626'],
  ['#a78bfa', '#7c3aed'], ['#2dd4bf', '#0d9488'], ['#f472b6', '#db2777'], ['#94a3b8', '#475569'],
  ['#fb923c', '#ea580c'], ['#4ade80', '#16a34a'], ['#38bdf8', '#0284c7'], ['#e879f9', '#c026d3'],
];
const skins = ['#fde2c8', '#f5c9a0', '#d9a066', '#a86b3c'];
const eyes = [
  '<circle cx="38" cy="46" r="4" fill="#1f2937"/><circle cx="58" cy="46" r="4" fill="#1f2937"/>',
  '<path d="M33 47q5-6 10 0M53 47q5-6 10 0" stroke="#1f2937" stroke-width="3" fill="none" stroke-linecap="round"/>',
  '<circle cx="38" cy="46" r="4" fill="#1f2937"/><path d="M53 46h10" stroke="#1f2937" stroke-width="3" stroke-linecap="round"/>',
];
const mouths = [
  '<path d="M38 60q10 9 20 0" stroke="#1f2937" stroke-width="3" fill="none" stroke-linecap="round"/>',
  '<ellipse cx="48" cy="62" rx="6" ry="5" fill="#7f1d1d"/>',
  '<path d="M40 61h16" stroke="#1f2937" stroke-width="3" stroke-linecap="round"/>',
  '<path d="M38 59q10 12 20 0z" fill="#7f1d1d"/>',
];
const accessories = [
  '',
  '<path d="M30 26l6 8 6-10 6 10 6-10 6 10 6-8v10H30z" fill="#facc15" stroke="#a16207" stroke-width="1.5"/>',
  '<path d="M26 34q22-18 44 0v4H26z" fill="#1e3a8a"/><path d="M60 36h16v4H60z" fill="#1e3a8a"/>',
  '<circle cx="38" cy="46" r="8" fill="none" stroke="#111827" stroke-width="3"/><circle cx="58" cy="46" r="8" fill="none" stroke="#111827" stroke-width="3"/><path d="M46 46h4" stroke="#111827" stroke-width="3"/>',
  '<path d="M24 50q0-28 24-28t24 28" fill="none" stroke="#111827" stroke-width="5"/><rect x="18" y="44" width="10" height="16" rx="4" fill="#111827"/><rect x="68" y="44" width="10" height="16" rx="4" fill="#111827"/>',
  '<path d="M48 14l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#fde047"/>',
];

/** Built-in avatar `iconId` (1..12) as an SVG data URL. */
export function builtInAvatarUrl(iconId: number): string {
  const i = iconId - 1;
  const [from, to] = avatarBackgrounds[i % avatarBackgrounds.length]!;
  const skin = skins[i % skins.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<circle cx="48" cy="48" r="48" fill="url(#g)"/>` +
    `<path d="M20 96q0-22 28-22t28 22z" fill="${to}" opacity="0.9"/>` +
    `<circle cx="48" cy="50" r="24" fill="${skin}"/>` +
    eyes[i % eyes.length]! +
    mouths[i % mouths.length]! +
    accessories[i % accessories.length]! +
    `</svg>`;
  return svgUrl(svg);
}

/** The member's avatar: a built-in picture (iconId 1..12) or the generated initials (0, or an id no longer offered). */
export function memberAvatarUrl(member: { id: number; iconId: number; nickname: string; username: string }, builtIn: (iconId: number) => boolean): string {
  return member.iconId > 0 && builtIn(member.iconId) ? builtInAvatarUrl(member.iconId) : avatarDataUrl(member.id, member.nickname || member.username);
}

/**
 * The header's club (VIP) label: the brand's tier at the member's rank (vip_tiers, operator data: its name in the
 * reader's language and its colours); none at rank 0 or when the brand has no tier at that rank.
 */
export function clubLabelOf(rankLevel: number, tier: { name: Record<string, string> | null; color: string | null; color2: string | null } | null, language: string) {
  if (rankLevel <= 0 || !tier?.name || !tier.color || !tier.color2) return null;
  return { labelName: tier.name[language] ?? tier.name.EN ?? `VIP${rankLevel}`, color: tier.color, color2: tier.color2, rankLevel };
}
