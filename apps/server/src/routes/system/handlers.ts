import { ESPORTS_VENDOR_CODES } from '@app/contract/constants';
import type { GameMenus, GameType } from '@app/contract/system';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, gameVendors, helpArticles } from '../../db/schema';
import type { CallHandlers } from '../../lib/call-router';
import type { SiteStatus } from '../../modules/content/site-status';
import { countryCodes } from '../../modules/content/country-codes';

const categoryTitles: Record<GameType, string> = {
  ELOTT: 'in_category_elott',
  LIVE: 'in_category_live',
  SPORTS: 'in_category_sports',
  FISH: 'in_category_fish',
  RNG: 'in_category_rng',
  PVP: 'in_category_pvp',
  ESPORTS: 'in_category_esports',
  INHOUSE: 'in_category_inhouse',
};
const esports = new Set<string>(ESPORTS_VENDOR_CODES);

export function systemHandlers(db: Db, siteStatus: SiteStatus): CallHandlers {
  return {
    systemStatus: ({ brand, ip }) => siteStatus(brand, ip),

    permission: async ({ brand, ip }) => {
      const status = await siteStatus(brand, ip);
      return {
        info: {
          brand: {
            id: brand.id,
            name: brand.name,
            merchantCode: brand.merchantCode,
            logo: brand.logo,
            currencySymbol: brand.currencySymbol,
            defaultLanguage: brand.defaultLanguage,
            languages: brand.languages,
            themes: brand.themes,
            loginedToHomePage: brand.loginedToHomePage,
            footer: brand.footer,
          },
          whitelabel: brand.flags,
          register: brand.register,
          resources: brand.resources,
          customerService: brand.customerService,
          analytics: { gtagId: brand.gtagId },
          imageCDNs: brand.imageCDNs,
          launchGameCDNs: brand.launchGameCDNs,
        },
        location: status.location,
        maintenance: status.status === 1,
        regionRestriction: status.status === 2,
      };
    },

    whitelabel: ({ brand }) => brand.flags,
    siteSettings: ({ brand }) => brand.siteSettings,
    registerSettings: ({ brand }) => brand.register,
    routers: ({ brand }) => ({ domainList: brand.domainList }),
    domainRoute: ({ brand, query, request }) => {
      const host = (query.url ?? request.hostname).replace(/^https?:\/\//, '').replace(/[:/].*$/, '').toLowerCase();
      const known = brand.hosts.includes(host) || brand.domainList.some((d) => d.domain.toLowerCase() === host);
      return { valid: known, domain: host };
    },
    resources: ({ brand }) => brand.resources,
    banners: ({ brand, query }) =>
      query.groupName ? brand.banners.filter((b) => b.groupName === query.groupName) : brand.banners,
    currency: ({ brand }) => ({ symbol: brand.currencySymbol }),
    countryCodes: () => countryCodes,

    announcements: async ({ brand, language, query }) => {
      const types = query.types.split(',');
      const where = and(eq(announcements.brandId, brand.id), inArray(announcements.type, types));
      const en = language === 'EN';
      const columns = {
        id: announcements.id,
        type: announcements.type,
        title: en ? announcements.titleEn : announcements.titleTy,
        content: en ? announcements.contentEn : announcements.contentTy,
        popup: announcements.popup,
        publishedAt: announcements.publishedAt,
      };
      const [rows, [total], popupRows] = await Promise.all([
        db
          .select(columns)
          .from(announcements)
          .where(where)
          .orderBy(desc(announcements.publishedAt), desc(announcements.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(announcements).where(where),
        db
          .select(columns)
          .from(announcements)
          .where(and(where, eq(announcements.popup, true)))
          .orderBy(desc(announcements.publishedAt)),
      ]);
      const toItem = ({ publishedAt, ...r }: (typeof rows)[number]) => ({ ...r, timestamp: publishedAt.getTime() });
      const count = total?.n ?? 0;
      return {
        list: rows.map(toItem),
        popup: popupRows.map(toItem),
        total: count,
        totalPages: Math.max(1, Math.ceil(count / query.pageSize)),
      };
    },

    helpCenter: async ({ brand, language }) => {
      const en = language === 'EN';
      const rows = await db
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.brandId, brand.id))
        .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
      const byCategory = new Map<string, ReturnType<typeof toArticle>[]>();
      function toArticle(r: (typeof rows)[number]) {
        return { id: r.id, category: r.category, title: en ? r.titleEn : r.titleTy, content: en ? r.contentEn : r.contentTy };
      }
      for (const row of rows) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), toArticle(row)]);
      return {
        categories: [...byCategory].map(([category, articles]) => ({ category, title: `help_${category}`, articles })),
      };
    },

    gameMenus: async () => {
      const rows = await db
        .select()
        .from(gameVendors)
        .where(eq(gameVendors.enabled, true))
        .orderBy(asc(gameVendors.sort));
      const menus = new Map<GameType, GameMenus[number]>();
      for (const row of rows) {
        const gameType = (row.gameType === 'SPORTS' && esports.has(row.code) ? 'ESPORTS' : row.gameType) as GameType;
        const menu = menus.get(gameType) ?? { gameType, title: categoryTitles[gameType], cards: [] };
        menu.cards.push({ vassalage: row.code, name: row.name, isHot: row.isHot, gameClassify: row.gameClassify });
        menus.set(gameType, menu);
      }
      const order = Object.keys(categoryTitles) as GameType[];
      return order.flatMap((t) => menus.get(t) ?? []);
    },
  };
}
