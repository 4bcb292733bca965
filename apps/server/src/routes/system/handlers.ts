import { brandDigits } from '@app/contract/brand';
import { brandZoneOffset } from '../../lib/brand-zone-offset';
import type { Db } from '../../db/client';
import { bannersWithHeadlines } from '../../modules/promotions/headline';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { listAnnouncements } from '../../modules/content/announcements';
import { domainRouteOf } from '../../modules/content/domain-route';
import { countryCodesOf } from '../../modules/content/country-codes';
import { gameMenusOf } from '../../modules/content/game-menus';
import { helpCenterOf } from '../../modules/content/help-center';
import { effectivePack } from '../../modules/responsible-gaming/packs';
import type { SiteStatus } from '../../modules/content/site-status';
import { paymentMethodNames } from '../../modules/wallet/deposits';
import type { PaymentProviders } from '../../modules/wallet/payments/provider';

/** The system area's calls: site status, the brand's settings and content (announcements, help, game menus). */
export function systemHandlers(db: Db, siteStatus: SiteStatus, options: { demo: boolean; paymentProviders: PaymentProviders }): CallHandlers {
  const systemStatus: CallHandler<'systemStatus'> = ({ brand, ip }) => siteStatus(brand, ip);
  const permission: CallHandler<'permission'> = async ({ brand, ip }) => {
    // the footer's payment methods are the channels players can pay through now, not a list in the brand file
    const [status, paymentMethods] = await Promise.all([siteStatus(brand, ip), paymentMethodNames(db, brand.id, options.paymentProviders)]);
    return {
      info: {
        brand: {
          id: brand.id,
          name: brand.name,
          merchantCode: brand.merchantCode,
          logo: brand.logo,
          currencySymbol: brand.currencySymbol,
          currency: brand.currency,
          currencyDigits: brandDigits(brand),
          timeZone: brand.timeZone,
          zoneOffset: brandZoneOffset(brand.timeZone),
          defaultCountry: brand.defaultCountry,
          defaultLanguage: brand.defaultLanguage,
          languages: brand.languages,
          themes: brand.themes,
          loginedToHomePage: brand.loginedToHomePage,
          footer: { ...brand.footer, paymentMethods },
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
  };

  // --- the brand's settings ---
  const whitelabel: CallHandler<'whitelabel'> = ({ brand }) => brand.flags;
  const siteSettings: CallHandler<'siteSettings'> = ({ brand }) => brand.siteSettings;
  const registerSettings: CallHandler<'registerSettings'> = ({ brand }) => brand.register;
  const routers: CallHandler<'routers'> = ({ brand }) => ({ domainList: brand.domainList });
  // the page's host (the web sends it as url; the request's own host otherwise)
  const domainRoute: CallHandler<'domainRoute'> = ({ brand, query, request }) => domainRouteOf(brand, query.url ?? request.host, options);
  const resources: CallHandler<'resources'> = ({ brand }) => brand.resources;
  const banners: CallHandler<'banners'> = ({ brand, query, language }) =>
    bannersWithHeadlines(db, brand, query.groupName ? brand.banners.filter((b) => b.groupName === query.groupName) : brand.banners, language);
  const currency: CallHandler<'currency'> = ({ brand }) => ({ symbol: brand.currencySymbol });
  const countryCodes: CallHandler<'countryCodes'> = ({ brand }) => countryCodesOf(brand);

  // --- content ---
  const announcements: CallHandler<'announcements'> = ({ brand, language, query, member }) => listAnnouncements(db, brand, language, query, member?.id ?? null);
  const helpCenter: CallHandler<'helpCenter'> = async ({ brand, language, request }) =>
    helpCenterOf(db, brand, await effectivePack(db, request.server.brands, brand), language);
  const gameMenus: CallHandler<'gameMenus'> = () => gameMenusOf(db);

  return {
    systemStatus,
    permission,
    whitelabel,
    siteSettings,
    registerSettings,
    routers,
    domainRoute,
    resources,
    banners,
    currency,
    countryCodes,
    announcements,
    helpCenter,
    gameMenus,
  };
}
