import { PWA_PATHS } from '@app/contract/pwa';
import { createHash } from 'node:crypto';
import { encodePng } from './png';
import { type Point, strokeFont } from './stroke-font';

/** The letters a brand's logo shows: the first letter of its first two words ("Lucky Nine" -> "LN"). */
export function brandInitials(name: string) {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export interface BrandIconColors {
  primary: string;
  accent: string;
  onPrimary: string;
}

/*
 * The logo's geometry in its 64-unit box (the same drawing as the /media/logo SVG): a rounded square (radius 16) in
 * the primary colour, an accent dot at (50, 14) radius 8, and the initials centred on x 32 with their baseline at
 * y 42, 26 units tall type (capitals about 18 units).
 */
const BOX = 64;
const CORNER = 16;
const DOT = { x: 50, y: 14, r: 8 };
const CAP_HEIGHT = 18.5;
const BASELINE = 42;
const PEN = 4.4;
const LETTER_GAP = PEN + 2.4;

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

interface Segment {
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  lengthSquared: number;
}

/** The initials as pen segments in logo units, centred on the logo's text anchor. */
function initialsSegments(initials: string): Segment[] {
  const glyphs = [...initials].map((c) => strokeFont[c]).filter((g) => g !== undefined);
  const total = glyphs.reduce((sum, g) => sum + g.width * CAP_HEIGHT, 0) + Math.max(0, glyphs.length - 1) * LETTER_GAP;
  let x = BOX / 2 - total / 2;
  const segments: Segment[] = [];
  for (const glyph of glyphs) {
    const at = ([gx, gy]: Point) => [x + gx * CAP_HEIGHT, BASELINE - CAP_HEIGHT + gy * CAP_HEIGHT] as const;
    for (const stroke of glyph.strokes)
      for (let i = 1; i < stroke.length; i++) {
        const [ax, ay] = at(stroke[i - 1]!);
        const [bx, by] = at(stroke[i]!);
        segments.push({ ax, ay, dx: bx - ax, dy: by - ay, lengthSquared: (bx - ax) ** 2 + (by - ay) ** 2 });
      }
    x += glyph.width * CAP_HEIGHT + LETTER_GAP;
  }
  return segments;
}

function distanceToSegment(px: number, py: number, s: Segment) {
  const t = s.lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.ax) * s.dx + (py - s.ay) * s.dy) / s.lengthSquared));
  return Math.hypot(px - (s.ax + t * s.dx), py - (s.ay + t * s.dy));
}

/** Signed distance to a rounded square filling the box (negative inside). */
function roundedSquareDistance(x: number, y: number, half: number, radius: number) {
  const qx = Math.abs(x - half) - (half - radius);
  const qy = Math.abs(y - half) - (half - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

/** The logo as SVG (the brand's logo route serves it; the PNG icons below are the same drawing). */
export function brandLogoSvg(colors: BrandIconColors, initials: string) {
  const text = initials.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOX} ${BOX}" width="${BOX}" height="${BOX}">
<rect width="${BOX}" height="${BOX}" rx="${CORNER}" fill="${colors.primary}"/><circle cx="${DOT.x}" cy="${DOT.y}" r="${DOT.r}" fill="${colors.accent}"/>
<text x="32" y="${BASELINE}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="800" fill="${colors.onPrimary}">${text}</text></svg>`;
}

export interface BrandIconOptions {
  size: number;
  colors: BrandIconColors;
  initials: string;
  /**
   * The background fills the whole square (no transparent corners) and the drawing shrinks by `contentScale`: for
   * maskable icons, which launchers crop to their own shape (safe zone: a circle of 80% of the width), and for iOS,
   * which paints transparent corners black.
   */
  fullBleed?: boolean;
  contentScale?: number;
}

/**
 * The brand's logo as a square PNG of `size` pixels, antialiased (each shape's coverage from its distance field):
 * the rounded square on transparent corners, or full bleed (above).
 */
export function drawBrandIcon(options: BrandIconOptions): Buffer {
  const { size, fullBleed = false } = options;
  const pixelsPerUnit = size / BOX;
  const content = options.contentScale ?? 1;
  // logo units -> pixels, and the size of one logo unit of the drawing in pixels
  const toPixel = (v: number) => (BOX / 2 + (v - BOX / 2) * content) * pixelsPerUnit;
  const unit = content * pixelsPerUnit;
  const primary = rgb(options.colors.primary);
  const accent = rgb(options.colors.accent);
  const ink = rgb(options.colors.onPrimary);
  const segments = initialsSegments(options.initials).map((s) => ({
    ax: toPixel(s.ax),
    ay: toPixel(s.ay),
    dx: s.dx * unit,
    dy: s.dy * unit,
    lengthSquared: s.lengthSquared * unit * unit,
  }));
  const halfPen = (PEN / 2) * unit;
  const textTop = toPixel(BASELINE - CAP_HEIGHT) - halfPen - 1;
  const textBottom = toPixel(BASELINE) + halfPen + 1;
  const dot = { x: toPixel(DOT.x), y: toPixel(DOT.y), r: DOT.r * unit };

  const pixels = new Uint8Array(size * size * 4);
  const coverage = (distance: number) => Math.max(0, Math.min(1, 0.5 - distance));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // premultiplied colour, painted back to front
      let alpha = fullBleed ? 1 : coverage(roundedSquareDistance(px, py, size / 2, CORNER * pixelsPerUnit));
      let r = primary[0] * alpha;
      let g = primary[1] * alpha;
      let b = primary[2] * alpha;
      const paint = (colour: [number, number, number], a: number) => {
        if (a <= 0) return;
        r = colour[0] * a + r * (1 - a);
        g = colour[1] * a + g * (1 - a);
        b = colour[2] * a + b * (1 - a);
        alpha = a + alpha * (1 - a);
      };
      paint(accent, coverage(Math.hypot(px - dot.x, py - dot.y) - dot.r));
      if (py >= textTop && py <= textBottom) {
        let nearest = Infinity;
        for (const s of segments) nearest = Math.min(nearest, distanceToSegment(px, py, s));
        paint(ink, coverage(nearest - halfPen));
      }
      const i = (y * size + x) * 4;
      pixels[i] = alpha > 0 ? Math.round(r / alpha) : 0;
      pixels[i + 1] = alpha > 0 ? Math.round(g / alpha) : 0;
      pixels[i + 2] = alpha > 0 ? Math.round(b / alpha) : 0;
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, size, pixels, 4);
}

/** A short fingerprint of what the brand's icons are drawn from: icon links carry it, so a new look is fetched anew. */
export function brandIconVersion(brand: { name: string; themes: { dark: BrandIconColors } }) {
  const { primary, accent, onPrimary } = brand.themes.dark;
  return createHash('sha256').update(`${brand.name}|${primary}|${accent}|${onPrimary}`).digest('hex').slice(0, 10);
}

/** An icon's address with the version of the brand's look (files: see routes/pwa/manifest.ts). */
export const brandIconUrl = (brand: { name: string; themes: { dark: BrandIconColors } }, file: string) =>
  `${PWA_PATHS.icons}${file}?v=${brandIconVersion(brand)}`;
