import { randomInt } from 'node:crypto';
import { encodePng } from './png';

/** 5x7 bitmap digits. */
const font: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_WIDTH = 130;
export const CAPTCHA_HEIGHT = 44;

const rand = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);

/**
 * Draws the digits into a PNG: each digit scaled, rotated and shifted at random, a wave through the whole
 * text, crossing lines and speckles in random colours on a light background.
 */
export function drawCaptcha(text: string): Buffer {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const px = new Uint8Array(w * h * 3);
  const bg = [rand(222, 240), rand(222, 240), rand(222, 240)];
  for (let i = 0; i < w * h; i++) {
    const shade = rand(-12, 12);
    px[i * 3] = bg[0]! + shade;
    px[i * 3 + 1] = bg[1]! + shade;
    px[i * 3 + 2] = bg[2]! + shade;
  }
  const set = (x: number, y: number, c: number[]) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= w || yi >= h) return;
    const i = (yi * w + xi) * 3;
    px[i] = c[0]!;
    px[i + 1] = c[1]!;
    px[i + 2] = c[2]!;
  };
  const darkColour = () => [rand(10, 120), rand(10, 120), rand(10, 120)];

  // noise lines behind the text
  for (let n = 0; n < 4; n++) line(set, rand(0, w), rand(0, h), rand(0, w), rand(0, h), [rand(120, 200), rand(120, 200), rand(120, 200)]);

  const waveAmp = rand(1.5, 3.5);
  const wavePeriod = rand(8, 14);
  const wavePhase = rand(0, Math.PI * 2);
  const slot = (w - 10) / text.length;
  [...text].forEach((ch, index) => {
    const glyph = font[ch];
    if (!glyph) return;
    const scale = rand(3.6, 4.4);
    const angle = rand(-0.35, 0.35);
    const cx = 5 + slot * index + slot / 2 + rand(-3, 3);
    const cy = h / 2 + rand(-4, 4);
    const colour = darkColour();
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(4.5 * scale);
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -reach; dx <= reach; dx++) {
        // inverse rotation into glyph space
        const gx = (dx * cos + dy * sin) / scale + 2.5;
        const gy = (-dx * sin + dy * cos) / scale + 3.5;
        const col = Math.floor(gx);
        const row = Math.floor(gy);
        if (row < 0 || row > 6 || col < 0 || col > 4) continue;
        if (glyph[row]![col] !== '1') continue;
        const x = cx + dx;
        const y = cy + dy;
        set(x + waveAmp * Math.sin(y / wavePeriod + wavePhase), y, colour);
      }
    }
  });

  // crossing lines and speckles over the text
  for (let n = 0; n < 3; n++) line(set, rand(0, w / 3), rand(0, h), rand((2 * w) / 3, w), rand(0, h), darkColour());
  for (let n = 0; n < 160; n++) set(rand(0, w), rand(0, h), darkColour());
  return encodePng(w, h, px);
}

function line(set: (x: number, y: number, c: number[]) => void, x0: number, y0: number, x1: number, y1: number, c: number[]) {
  const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
  for (let i = 0; i <= steps; i++) set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, c);
}
