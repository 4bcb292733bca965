/**
 * A tiny stroke font for generated art (the app icons' initials): each glyph is a few polylines in a box one unit
 * tall (y grows downwards), drawn with a thick round pen. Letters A-Z and digits; anything else has no glyph.
 */

export type Point = readonly [number, number];
export interface Glyph {
  width: number;
  strokes: Point[][];
}

/** An elliptic arc from angle a0 to a1 (degrees; 0 = right, 90 = down), as a polyline. */
function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): Point[] {
  const steps = Math.max(4, Math.ceil(Math.abs(a1 - a0) / 12));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });
}

const ring = (cx: number, cy: number, rx: number, ry: number) => arc(cx, cy, rx, ry, 0, 360);
const bowlP = [[0, 1], [0, 0], [0.4, 0], ...arc(0.4, 0.27, 0.27, 0.27, -90, 90), [0, 0.54]] as Point[];

export const strokeFont: Record<string, Glyph> = {
  A: { width: 0.72, strokes: [[[0, 1], [0.36, 0], [0.72, 1]], [[0.13, 0.64], [0.59, 0.64]]] },
  B: { width: 0.68, strokes: [[[0, 1], [0, 0], [0.38, 0], ...arc(0.38, 0.25, 0.25, 0.25, -90, 90), [0, 0.5]], [[0.38, 0.5], ...arc(0.4, 0.75, 0.28, 0.25, -90, 90), [0, 1]]] },
  C: { width: 0.76, strokes: [arc(0.42, 0.5, 0.42, 0.5, -45, -315)] },
  D: { width: 0.72, strokes: [[[0, 0], [0, 1], [0.3, 1], ...arc(0.3, 0.5, 0.42, 0.5, 90, -90), [0, 0]]] },
  E: { width: 0.62, strokes: [[[0.62, 0], [0, 0], [0, 1], [0.62, 1]], [[0, 0.5], [0.52, 0.5]]] },
  F: { width: 0.6, strokes: [[[0.6, 0], [0, 0], [0, 1]], [[0, 0.5], [0.5, 0.5]]] },
  G: { width: 0.8, strokes: [arc(0.42, 0.5, 0.42, 0.5, -45, -360), [[0.46, 0.52], [0.84, 0.52]]] },
  H: { width: 0.7, strokes: [[[0, 0], [0, 1]], [[0.7, 0], [0.7, 1]], [[0, 0.5], [0.7, 0.5]]] },
  I: { width: 0, strokes: [[[0, 0], [0, 1]]] },
  J: { width: 0.52, strokes: [[[0.52, 0], [0.52, 0.7], ...arc(0.26, 0.7, 0.26, 0.3, 0, 180)]] },
  K: { width: 0.68, strokes: [[[0, 0], [0, 1]], [[0.66, 0], [0, 0.62]], [[0.24, 0.42], [0.68, 1]]] },
  L: { width: 0.58, strokes: [[[0, 0], [0, 1], [0.58, 1]]] },
  M: { width: 0.84, strokes: [[[0, 1], [0, 0], [0.42, 0.62], [0.84, 0], [0.84, 1]]] },
  N: { width: 0.7, strokes: [[[0, 1], [0, 0], [0.7, 1], [0.7, 0]]] },
  O: { width: 0.84, strokes: [ring(0.42, 0.5, 0.42, 0.5)] },
  P: { width: 0.67, strokes: [bowlP] },
  Q: { width: 0.84, strokes: [ring(0.42, 0.5, 0.42, 0.5), [[0.52, 0.7], [0.88, 1.04]]] },
  R: { width: 0.7, strokes: [bowlP, [[0.34, 0.54], [0.7, 1]]] },
  S: { width: 0.68, strokes: [[...arc(0.34, 0.26, 0.32, 0.26, -20, -270), ...arc(0.34, 0.76, 0.34, 0.24, -90, 160)]] },
  T: { width: 0.7, strokes: [[[0, 0], [0.7, 0]], [[0.35, 0], [0.35, 1]]] },
  U: { width: 0.7, strokes: [[[0, 0], [0, 0.6], ...arc(0.35, 0.6, 0.35, 0.4, 180, 0), [0.7, 0]]] },
  V: { width: 0.72, strokes: [[[0, 0], [0.36, 1], [0.72, 0]]] },
  W: { width: 0.96, strokes: [[[0, 0], [0.24, 1], [0.48, 0.3], [0.72, 1], [0.96, 0]]] },
  X: { width: 0.7, strokes: [[[0, 0], [0.7, 1]], [[0.7, 0], [0, 1]]] },
  Y: { width: 0.72, strokes: [[[0, 0], [0.36, 0.5], [0.72, 0]], [[0.36, 0.5], [0.36, 1]]] },
  Z: { width: 0.68, strokes: [[[0, 0], [0.68, 0], [0, 1], [0.68, 1]]] },
  '0': { width: 0.66, strokes: [ring(0.33, 0.5, 0.33, 0.5)] },
  '1': { width: 0.3, strokes: [[[0, 0.22], [0.3, 0], [0.3, 1]]] },
  '2': { width: 0.68, strokes: [[...arc(0.34, 0.3, 0.33, 0.3, -165, 10), [0, 1], [0.68, 1]]] },
  '3': { width: 0.66, strokes: [[...arc(0.32, 0.26, 0.3, 0.26, -160, 90), ...arc(0.32, 0.75, 0.34, 0.25, -90, 160)]] },
  '4': { width: 0.74, strokes: [[[0.56, 1], [0.56, 0], [0, 0.7], [0.74, 0.7]]] },
  '5': { width: 0.68, strokes: [[[0.64, 0], [0.1, 0], [0.05, 0.46], ...arc(0.34, 0.68, 0.33, 0.32, -150, 150)]] },
  '6': { width: 0.68, strokes: [ring(0.34, 0.68, 0.33, 0.32), arc(0.62, 0.68, 0.61, 0.68, -180, -100)] },
  '7': { width: 0.68, strokes: [[[0, 0], [0.68, 0], [0.24, 1]]] },
  '8': { width: 0.68, strokes: [ring(0.34, 0.26, 0.28, 0.26), ring(0.34, 0.76, 0.34, 0.24)] },
  '9': { width: 0.68, strokes: [ring(0.34, 0.32, 0.33, 0.32), arc(0.06, 0.32, 0.61, 0.68, 0, 80)] },
};
