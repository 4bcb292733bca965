import { z } from 'zod';
import { registerSettingsSchema, whitelabelSchema } from '../brand';
import * as sys from '../system';
import { noticeValueSchema } from '../promotions';
import * as chat from '../chat';
import { type CallDef, call, relay, roleSets } from './define';

/** Site status, settings and content calls (the foundation). */
export const systemCalls = {
  systemStatus: call({ method: 'GET', path: '/wps/system/status', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: sys.statusValueSchema }),
  permission: call({ method: 'GET', path: '/wps/system/permission', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, query: sys.permissionQuerySchema, response: sys.permissionValueSchema }),
  whitelabel: call({ method: 'GET', path: '/wps/system/whitelabel', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: whitelabelSchema }),
  siteSettings: call({ method: 'GET', path: '/wps/system/setting/menu', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: sys.siteSettingsValueSchema }),
  registerSettings: call({ method: 'GET', path: '/wps/system/setting/register', module: 'REG3', login: false, roles: roleSets.anyone, encrypt: false, response: registerSettingsSchema }),
  routers: call({ method: 'GET', path: '/wps/system/routers', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: sys.routersValueSchema }),
  domainRoute: call({ method: 'GET', path: '/wps/system/domainRoute', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, query: sys.permissionQuerySchema, response: sys.domainRouteValueSchema }),
  resources: call({ method: 'GET', path: '/wps/system/resources', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: z.array(z.any()) }),
  banners: call({ method: 'GET', path: '/wps/system/banners', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, query: sys.bannersQuerySchema, response: sys.bannersValueSchema }),
  announcements: call({ method: 'GET', path: relay('MCSFE_getListAnnouncements'), module: 'INBOX3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: sys.announcementsQuerySchema, response: sys.announcementsValueSchema }),
  helpCenter: call({ method: 'GET', path: '/wps/system/helpCenter', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, query: sys.languageQuerySchema, response: sys.helpCenterValueSchema }),
  gameMenus: call({ method: 'GET', path: '/lgw/games/game_menus', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, response: sys.gameMenusValueSchema }),
  countryCodes: call({ method: 'GET', path: '/wps/system/countryCodes', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: sys.countryCodesValueSchema }),
  /** value.version.pathList: the path of type '3' is encrypted (customer-service-cipher.ts); VIP above rank 4, else live chat */
  customerServiceLink: call({ method: 'GET', path: '/wps/system/customerService', module: 'COMM3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: chat.customerServiceLinkQuerySchema, response: chat.customerServiceLinkValueSchema }),
  notice: call({ method: 'GET', path: '/wps/system/notice', module: 'INBOX3', login: 'optional', roles: roleSets.anyone, encrypt: false, response: noticeValueSchema }),
  currency: call({ method: 'GET', path: '/wps/system/currency', module: 'FUNDTRANS3', login: false, roles: roleSets.anyone, encrypt: false, response: z.object({ symbol: z.string() }) }),
  /** a bare route (no database): the bench's baseline and a liveness probe */
  ping: call({ method: 'GET', path: '/wps/ping', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: sys.pingValueSchema }),
} satisfies Record<string, CallDef>;
