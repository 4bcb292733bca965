import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandInitials, brandLogoSvg } from '../../lib/brand-icon';
import { errorEnvelope } from '../../lib/call-router';
import { gameArtSource, vendorArtSource } from '../../modules/content/artwork';
import { bannersWithHeadlines, promotionArtSource } from '../../modules/promotions/headline';
import { pointRewardArtSource } from '../../modules/loyalty/point-mall';
import { gameArtSvg, hash32, vendorLogoSvg } from '../games/game-art';
import { readUploadedImage } from '../../modules/content/uploaded-images';
import { bannerArtSvg } from './banner-art';


/** Generated artwork: banner slides and logos drawn as SVG in the brand's colours (no binary assets in the repo). */
export async function mediaRoutes(app: FastifyInstance, options: { dataDir: string }) {
  // an operator's uploaded picture: named by its content's hash, so it never changes under its name
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    const bytes = readUploadedImage(options.dataDir, request.params.name);
    if (!bytes) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(bytes);
  });

  app.get<{ Params: { brandId: string; bannerId: string } }>('/media/banner/:brandId/:bannerId', async (request, reply) => {
    const brand = app.brands.byId(request.params.brandId);
    const id = Number(request.params.bannerId.replace(/\.svg$/, ''));
    const banner = brand?.banners.find((b) => b.bannerId === id);
    if (!brand || !banner) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    // a promotion's slide states what the promotion pays now, never a copy of it (the art is one picture: in the brand's language)
    const headline = (await bannersWithHeadlines(app.database.db, brand, [banner], brand.defaultLanguage))[0]!.title;
    const { primary, accent, background } = brand.themes.dark;
    const svg = bannerArtSvg({ brandId: brand.id, brandName: brand.name, colors: { primary, accent, background }, bannerId: id, groupName: banner.groupName, headline, linkage: banner.linkage });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
  });

  app.get<{ Params: { brandId: string; code: string } }>('/media/promotion/:brandId/:code', async (request, reply) => {
    const brand = app.brands.byId(request.params.brandId);
    const code = request.params.code.replace(/\.svg$/, '');
    const row = brand && /^[a-z0-9-]{1,64}$/.test(code) ? await promotionArtSource(app.database.db, brand.id, code) : undefined;
    if (!brand || !row) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    return sendArt(request, reply, promotionArtSvg(code, row.mechanic, brand.themes.dark));
  });

  app.get<{ Params: { brandId: string; code: string } }>('/media/point-reward/:brandId/:code', async (request, reply) => {
    const brand = app.brands.byId(request.params.brandId);
    const code = request.params.code.replace(/\.svg$/, '');
    const row = brand && /^[a-z0-9-]{1,64}$/.test(code) ? await pointRewardArtSource(app.database.db, brand.id, code) : undefined;
    if (!brand || !row) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    return sendArt(request, reply, pointRewardArtSvg(row, brand.themes.dark));
  });

  app.get<{ Params: { brandId: string } }>('/media/logo/:brandId', async (request, reply) => {
    const brand = app.brands.byId(request.params.brandId.replace(/\.svg$/, ''));
    if (!brand) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    const svg = brandLogoSvg(brand.themes.dark, brandInitials(brand.name));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });

  // --- games issue: game tiles and vendor logos, drawn once and kept (the catalogue rarely changes) ---
  const artCache = new Map<string, string>();
  const remember = (key: string, svg: string) => {
    if (artCache.size >= 5000) artCache.delete(artCache.keys().next().value!);
    artCache.set(key, svg);
    return svg;
  };
  const sendArt = (request: FastifyRequest, reply: FastifyReply, svg: string) => {
    const etag = `"${hash32(svg).toString(36)}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml').send(svg);
  };

  app.get<{ Params: { nodeId: string } }>('/media/game/:nodeId', async (request, reply) => {
    const id = Number(request.params.nodeId.replace(/\.svg$/, ''));
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    const key = `game:${id}`;
    let svg = artCache.get(key);
    if (!svg) {
      const row = await gameArtSource(app.database.db, id);
      if (!row) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
      svg = remember(key, gameArtSvg(row));
    }
    return sendArt(request, reply, svg);
  });

  app.get<{ Params: { code: string } }>('/media/vendor/:code', async (request, reply) => {
    const code = request.params.code.replace(/\.svg$/, '').toUpperCase();
    if (!/^[A-Z0-9_]{1,24}$/.test(code)) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    const key = `vendor:${code}`;
    let svg = artCache.get(key);
    if (!svg) {
      const row = await vendorArtSource(app.database.db, code);
      if (!row) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
      svg = remember(key, vendorLogoSvg(row));
    }
    return sendArt(request, reply, svg);
  });
}

/** A promotion's card art: no words (the card states the title in the reader's language), a motif per mechanic. */
function promotionArtSvg(code: string, mechanic: string, colors: { primary: string; accent: string; onPrimary: string }) {
  const h = hash32(code);
  const motif: Record<string, string> = {
    signup: '<rect x="250" y="90" width="140" height="120" rx="14"/><rect x="236" y="70" width="168" height="36" rx="10"/><rect x="310" y="70" width="20" height="140"/>',
    first_deposit: '<circle cx="320" cy="150" r="72"/><circle cx="320" cy="150" r="48" fill-opacity="0.4"/>',
    reload: '<path d="M260 150a60 60 0 1 1 18 43" stroke-width="22" fill="none"/><path d="M246 176l32 20 6-38z"/>',
    cashback: '<rect x="240" y="96" width="160" height="108" rx="14"/><circle cx="320" cy="150" r="30" fill-opacity="0.4"/>',
    rebate: '<path d="M250 210l70-120 70 120z"/>',
    claim: '<path d="M320 70l22 48 52 6-39 35 11 51-46-27-46 27 11-51-39-35 52-6z"/>',
    join: '<circle cx="290" cy="130" r="36"/><circle cx="350" cy="130" r="36" fill-opacity="0.5"/><rect x="250" y="176" width="140" height="40" rx="20"/>',
    application: '<rect x="262" y="70" width="116" height="150" rx="12"/><rect x="282" y="100" width="76" height="10" fill-opacity="0.4"/><rect x="282" y="126" width="76" height="10" fill-opacity="0.4"/>',
    raffle: '<rect x="232" y="104" width="176" height="92" rx="12"/><circle cx="232" cy="150" r="16" fill-opacity="0.3"/><circle cx="408" cy="150" r="16" fill-opacity="0.3"/>',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300" width="640" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.primary}"/><stop offset="1" stop-color="${colors.accent}"/></linearGradient></defs>
<rect width="640" height="300" fill="url(#g)"/>
<circle cx="${80 + (h % 120)}" cy="${60 + (h % 80)}" r="${60 + (h % 40)}" fill="${colors.onPrimary}" opacity="0.08"/>
<circle cx="${560 - (h % 90)}" cy="${240 - (h % 60)}" r="${50 + (h % 30)}" fill="${colors.onPrimary}" opacity="0.1"/>
<g fill="${colors.onPrimary}" stroke="${colors.onPrimary}" opacity="0.9">${motif[mechanic] ?? motif.claim}</g>
</svg>`;
}

/**
 * A points-mall item's card art: no words (the card names the item in the reader's language); the motif is the first
 * one the item's code names (phone, shirt, ...), else its category's, else a gift box.
 */
function pointRewardArtSvg(item: { code: string; category: string; physical: boolean }, colors: { primary: string; accent: string; onPrimary: string }) {
  const h = hash32(item.code);
  const gift = '<rect x="244" y="116" width="152" height="110" rx="10"/><rect x="232" y="92" width="176" height="34" rx="8"/><rect x="310" y="92" width="20" height="134" fill-opacity="0.4"/>';
  const motifs: Array<[string, string]> = [
    ['phone', '<rect x="272" y="58" width="96" height="184" rx="16"/><rect x="284" y="76" width="72" height="136" rx="4" fill-opacity="0.35"/><circle cx="320" cy="226" r="7" fill-opacity="0.4"/>'],
    ['earbud', '<circle cx="282" cy="132" r="34"/><circle cx="358" cy="132" r="34"/><rect x="270" y="150" width="18" height="76" rx="9"/><rect x="352" y="150" width="18" height="76" rx="9"/>'],
    ['shirt', '<path d="M262 74l34-14c8 14 40 14 48 0l34 14 38 40-30 26-18-16v120H242V124l-18 16-30-26z"/>'],
    ['jersey', '<path d="M262 74l34-14c8 14 40 14 48 0l34 14 38 40-30 26-18-16v120H242V124l-18 16-30-26z"/><text x="320" y="196" text-anchor="middle" font-family="system-ui,sans-serif" font-size="64" font-weight="800" fill-opacity="0.35">10</text>'],
    ['mug', '<rect x="252" y="86" width="112" height="136" rx="14"/><path d="M364 118h22a28 28 0 0 1 0 56h-22" stroke-width="16" fill="none"/>'],
    ['vip', '<path d="M236 208l-14-110 58 46 40-72 40 72 58-46-14 110z"/><rect x="236" y="214" width="168" height="18" rx="6"/>'],
    ['bonus', gift],
    ['voucher', '<path d="M220 96h200v34a22 22 0 0 0 0 44v34H220v-34a22 22 0 0 0 0-44z"/><rect x="300" y="104" width="6" height="96" fill-opacity="0.35"/>'],
    ['cash', '<path d="M220 96h200v34a22 22 0 0 0 0 44v34H220v-34a22 22 0 0 0 0-44z"/><circle cx="352" cy="152" r="28" fill-opacity="0.35"/>'],
  ];
  const byName = motifs.find(([word]) => item.code.includes(word)) ?? motifs.find(([word]) => item.category.includes(word));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300" width="640" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${item.physical ? colors.accent : colors.primary}"/><stop offset="1" stop-color="${item.physical ? colors.primary : colors.accent}"/></linearGradient></defs>
<rect width="640" height="300" fill="url(#g)"/>
<circle cx="${80 + (h % 120)}" cy="${60 + (h % 80)}" r="${60 + (h % 40)}" fill="${colors.onPrimary}" opacity="0.08"/>
<circle cx="${560 - (h % 90)}" cy="${240 - (h % 60)}" r="${50 + (h % 30)}" fill="${colors.onPrimary}" opacity="0.1"/>
<g fill="${colors.onPrimary}" stroke="${colors.onPrimary}" opacity="0.9">${byName?.[1] ?? gift}</g>
</svg>`;
}
