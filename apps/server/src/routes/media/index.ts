import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../../lib/call-router';
import { gameArtSource, vendorArtSource } from '../../modules/content/artwork';
import { gameArtSvg, hash32, vendorLogoSvg } from '../games/game-art';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Generated artwork: banner slides and logos drawn as SVG in the brand's colours (no binary assets in the repo). */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { brandId: string; bannerId: string } }>('/media/banner/:brandId/:bannerId', async (request, reply) => {
    const brand = app.brands.byId(request.params.brandId);
    const id = Number(request.params.bannerId.replace(/\.svg$/, ''));
    const banner = brand?.banners.find((b) => b.bannerId === id);
    if (!brand || !banner) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    const { primary, accent, onPrimary } = brand.themes.dark;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 360" width="1200" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#g)"/>
<circle cx="${980 - (id % 4) * 60}" cy="180" r="${120 + (id % 3) * 30}" fill="${onPrimary}" opacity="0.12"/>
<circle cx="1080" cy="60" r="70" fill="${onPrimary}" opacity="0.08"/>
<text x="72" y="170" font-family="system-ui,sans-serif" font-size="64" font-weight="800" fill="${onPrimary}">${escapeXml(banner.title)}</text>
<text x="72" y="236" font-family="system-ui,sans-serif" font-size="30" fill="${onPrimary}" opacity="0.85">${escapeXml(brand.name)}</text>
</svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });

  app.get<{ Params: { brandId: string } }>('/media/logo/:brandId', async (request, reply) => {
    const brand = app.brands.byId(request.params.brandId.replace(/\.svg$/, ''));
    if (!brand) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    const { primary, accent, onPrimary } = brand.themes.dark;
    const initials = escapeXml(
      brand.name
        .split(/\s+/)
        .map((w) => w[0])
        .join('')
        .slice(0, 2)
        .toUpperCase(),
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="16" fill="${primary}"/><circle cx="50" cy="14" r="8" fill="${accent}"/>
<text x="32" y="42" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="800" fill="${onPrimary}">${initials}</text></svg>`;
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
