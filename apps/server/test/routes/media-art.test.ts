// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { gameArtKind, gameArtSvg, vendorPalette, type GameArtInput } from '../../src/routes/games/game-art';
import { bannerArtSvg, bannerMotifKind } from '../../src/routes/media/banner-art';

/** The DOM this file's jsdom environment provides (the server's TypeScript has no DOM types). */
interface Element {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<Element> & Iterable<Element>;
}
const { DOMParser } = globalThis as unknown as { DOMParser: new () => { parseFromString(text: string, type: string): { documentElement: Element; getElementsByTagName(name: string): ArrayLike<Element> } } };

/** Parses as the browser does for an <img>: a parse error makes the image blank. */
function parseSvg(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.tagName).toBe('svg');
  return root;
}
const texts = (root: Element) => [...root.getElementsByTagName('text')].map((t) => t.textContent ?? '');

const game = (over: Partial<GameArtInput>): GameArtInput => ({
  name: 'Golden Dragon',
  vendorName: 'PG Soft',
  vendorCode: 'PG',
  gameType: 'RNG',
  gameClassify: 'VIDEO',
  externalId: 'pg-1001',
  isGame: 'GAME',
  ...over,
});

describe('game tile art', () => {
  it('is valid SVG with explicit size that sets the game and vendor names in the art', () => {
    const root = parseSvg(gameArtSvg(game({ name: 'Queen & the <Knight> of "Hearts"' })));
    expect(root.getAttribute('width')).toBe('240');
    expect(root.getAttribute('height')).toBe('240');
    expect(texts(root).join(' ')).toContain('Queen & the <Knight> of "Hearts"'.slice(0, 12));
    expect(texts(root)).toContain('PG SOFT');
    expect(root.getAttribute('aria-label')).toBe('Queen & the <Knight> of "Hearts"');
  });

  it('draws every game differently, and a vendor’s games in its own palette', () => {
    const names = ['Golden Dragon', 'Sweet Fruit Party', 'Royal Queen', 'Rocket Riches', 'Wild Tiger', 'Lotus Bloom'];
    const pg = names.map((name) => gameArtSvg(game({ name })));
    expect(new Set(pg).size).toBe(names.length);
    // the motif changes with the words of the name, not only the caption
    const motifOnly = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/aria-label="[^"]*"/, '');
    expect(new Set(pg.map(motifOnly)).size).toBeGreaterThan(4);
    const palette = vendorPalette('PG');
    for (const svg of pg) expect(svg).toContain(palette.deep);
    const jili = gameArtSvg(game({ vendorCode: 'JILI', vendorName: 'JILI' }));
    expect(vendorPalette('JILI')).not.toEqual(palette);
    expect(jili).toContain(vendorPalette('JILI').deep);
    // the same input always draws the same picture (the tile is cached by etag)
    expect(gameArtSvg(game({}))).toBe(gameArtSvg(game({})));
  });

  it('gives each game type its own motif family', () => {
    const kinds = [
      ['RNG', 'VIDEO', 'slots'],
      ['LIVE', 'LIVE', 'live'],
      ['FISH', 'FISH', 'fishing'],
      ['PVP', 'CARD', 'cards'],
      ['SPORTS', 'SPORTSBOOK', 'sports'],
      ['SPORTS', 'ESPORTS', 'esports'],
      ['ELOTT', 'LOTTERY', 'lottery'],
    ] as const;
    for (const [gameType, gameClassify, kind] of kinds) expect(gameArtKind({ gameType, gameClassify, vendorCode: 'X' })).toBe(kind);
    const sameVendor = kinds.map(([gameType, gameClassify]) => gameArtSvg(game({ name: 'Table One', vendorCode: 'X', gameType, gameClassify })));
    expect(new Set(sameVendor).size).toBe(kinds.length);
  });
});

describe('banner art', () => {
  const banner = { brandId: 'demo', brandName: 'Lucky Nine', colors: { primary: '#1fbf7a', accent: '#f2c14e', background: '#0b1410' }, bannerId: 1, groupName: 'home', headline: '100% first deposit match up to ₱5,000' };

  it('is valid 1200 x 360 SVG in the brand colours with the headline and brand name', () => {
    const root = parseSvg(bannerArtSvg(banner));
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['1200', '360']);
    expect(texts(root).join(' ')).toBe('LUCKY NINE 100% first deposit match up to ₱5,000');
    expect(bannerArtSvg(banner)).toContain('#1fbf7a');
  });

  it('composes each brand differently and shows what the banner promotes', () => {
    const tiger = { ...banner, brandId: 'tiger', brandName: 'Royal Tiger', colors: { primary: '#ff5a4e', accent: '#6f9bff', background: '#160c0a' } };
    const shape = (svg: string) => svg.replace(/#[0-9a-f]{6}/g, '').replace(/<text[^>]*>[^<]*<\/text>/g, '');
    expect(shape(bannerArtSvg(tiger))).not.toBe(shape(bannerArtSvg(banner)));
    expect(bannerMotifKind({ groupName: 'home', headline: 'Vietnam Lotto every day' })).toBe('lottery');
    expect(bannerMotifKind({ groupName: 'home', headline: '100% first deposit match' })).toBe('bonus');
    expect(bannerMotifKind({ groupName: 'live', headline: 'Every table open' })).toBe('live');
  });
});
