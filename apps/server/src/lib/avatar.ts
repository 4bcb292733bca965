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

/** VIP (club) label colours by rank level. */
const rankColours: Array<[string, string]> = [
  ['#9ca3af', '#6b7280'],
  ['#cd7f32', '#a0522d'],
  ['#c0c0c0', '#8e8e8e'],
  ['#f5c542', '#d4a017'],
  ['#4fd1c5', '#2c7a7b'],
  ['#60a5fa', '#1d4ed8'],
  ['#a78bfa', '#6d28d9'],
  ['#f472b6', '#be185d'],
  ['#f87171', '#b91c1c'],
  ['#111827', '#f5c542'],
];

export function clubLabelFor(rankLevel: number) {
  if (rankLevel <= 0) return null;
  const [color, color2] = rankColours[Math.min(rankLevel, rankColours.length - 1)]!;
  return { labelName: `VIP${rankLevel}`, color, color2, rankLevel };
}
