import { z } from 'zod';
import * as sys from './system';
import { registerSettingsSchema, whitelabelSchema } from './brand';
import * as ses from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Module identifiers: the spec's (COMM3, REG3, PASS3, FUNDTRANS3, PTSYS3, INBOX3, FEEDBACK3) plus ours for areas it leaves unnamed. */
export type ModuleId =
  | 'COMM3'
  | 'REG3'
  | 'PASS3'
  | 'FUNDTRANS3'
  | 'PTSYS3'
  | 'INBOX3'
  | 'FEEDBACK3'
  | 'GAME3'
  | 'LOTT3'
  | 'PROMO3'
  | 'AGENT3';

export interface CallDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  module: ModuleId;
  /** true: a session token is required; 'optional': answers visitors and members differently */
  login: boolean | 'optional';
  /** the body travels encrypted (hybrid RSA-OAEP + AES-GCM) */
  encrypt: boolean;
  query: Q;
  body: B;
  response: R;
}

const none = z.object({}).strict();
/** Placeholder shapes for calls whose issue has not landed; the server answers NOT_IMPLEMENTED for them. */
const anyQuery = z.object({}).catchall(z.string());
const anyBody = z.object({}).catchall(z.unknown());
const pending = z.unknown();

function call<Q extends z.ZodType = typeof none, B extends z.ZodType = typeof none, R extends z.ZodType = z.ZodUnknown>(
  def: Omit<CallDef<Q, B, R>, 'query' | 'body' | 'response'> & { query?: Q; body?: B; response?: R },
): CallDef<Q, B, R> {
  return {
    ...def,
    query: (def.query ?? none) as Q,
    body: (def.body ?? none) as B,
    response: (def.response ?? pending) as R,
  };
}
const relay = (name: string) => `/wps/relay/${name}`;

/** Every call of the spec's section 7, declared once. Server routing and the web API client are both built from this table. */
export const calls = {
  // --- system (foundation) ---
  systemStatus: call({ method: 'GET', path: '/wps/system/status', module: 'COMM3', login: false, encrypt: false, response: sys.statusValueSchema }),
  permission: call({ method: 'GET', path: '/wps/system/permission', module: 'COMM3', login: false, encrypt: false, query: sys.permissionQuerySchema, response: sys.permissionValueSchema }),
  whitelabel: call({ method: 'GET', path: '/wps/system/whitelabel', module: 'COMM3', login: false, encrypt: false, response: whitelabelSchema }),
  siteSettings: call({ method: 'GET', path: '/wps/system/setting/menu', module: 'COMM3', login: false, encrypt: false, response: sys.siteSettingsValueSchema }),
  registerSettings: call({ method: 'GET', path: '/wps/system/setting/register', module: 'REG3', login: false, encrypt: false, response: registerSettingsSchema }),
  routers: call({ method: 'GET', path: '/wps/system/routers', module: 'COMM3', login: false, encrypt: false, response: sys.routersValueSchema }),
  domainRoute: call({ method: 'GET', path: '/wps/system/domainRoute', module: 'COMM3', login: false, encrypt: false, query: sys.permissionQuerySchema, response: sys.domainRouteValueSchema }),
  resources: call({ method: 'GET', path: '/wps/system/resources', module: 'COMM3', login: false, encrypt: false, response: z.array(z.any()) }),
  banners: call({ method: 'GET', path: '/wps/system/banners', module: 'COMM3', login: false, encrypt: false, query: sys.bannersQuerySchema, response: sys.bannersValueSchema }),
  announcements: call({ method: 'GET', path: relay('MCSFE_getListAnnouncements'), module: 'INBOX3', login: 'optional', encrypt: false, query: sys.announcementsQuerySchema, response: sys.announcementsValueSchema }),
  helpCenter: call({ method: 'GET', path: '/wps/system/helpCenter', module: 'COMM3', login: false, encrypt: false, query: sys.languageQuerySchema, response: sys.helpCenterValueSchema }),
  gameMenus: call({ method: 'GET', path: '/lgw/games/game_menus', module: 'GAME3', login: false, encrypt: false, response: sys.gameMenusValueSchema }),
  countryCodes: call({ method: 'GET', path: '/wps/system/countryCodes', module: 'COMM3', login: false, encrypt: false, response: sys.countryCodesValueSchema }),
  customerServiceLink: call({ method: 'GET', path: '/wps/system/customerService', module: 'COMM3', login: 'optional', encrypt: false, query: anyQuery }),
  notice: call({ method: 'GET', path: '/wps/system/notice', module: 'INBOX3', login: 'optional', encrypt: false, query: anyQuery }),
  currency: call({ method: 'GET', path: '/wps/system/currency', module: 'FUNDTRANS3', login: false, encrypt: false, response: z.object({ symbol: z.string() }) }),
  promotions: call({ method: 'GET', path: relay('MCSFE_getAvailablePromotions'), module: 'PROMO3', login: 'optional', encrypt: false, query: anyQuery }),

  // --- session and member (accounts issue) ---
  publicKey: call({ method: 'GET', path: '/wps/system/publicKey', module: 'COMM3', login: false, encrypt: false, response: ses.publicKeyValueSchema }),
  humanChallenge: call({ method: 'GET', path: '/wps/verification/human/challenge', module: 'COMM3', login: false, encrypt: false, response: ses.humanChallengeValueSchema }),
  login: call({ method: 'POST', path: '/wps/session/login', module: 'COMM3', login: false, encrypt: true, body: ses.loginBodySchema, response: ses.loginValueSchema }),
  loginVerifySend: call({ method: 'POST', path: '/wps/session/login/verify/send', module: 'COMM3', login: false, encrypt: false, body: ses.loginVerifySendBodySchema, response: ses.smsCodeValueSchema }),
  loginVerify: call({ method: 'POST', path: '/wps/session/login/verify', module: 'COMM3', login: false, encrypt: true, body: ses.loginVerifyBodySchema, response: ses.loginValueSchema }),
  smsLoginCode: call({ method: 'POST', path: '/wps/verification/sms/noLogin', module: 'COMM3', login: false, encrypt: false, body: ses.smsCodeBodySchema, response: ses.smsCodeValueSchema }),
  memberInfo: call({ method: 'GET', path: '/wps/member/info', module: 'COMM3', login: true, encrypt: false, response: ses.memberInfoValueSchema }),
  playerAvatar: call({ method: 'GET', path: relay('MCSFE_getPlayerAvatar'), module: 'COMM3', login: true, encrypt: false, response: ses.memberIconValueSchema }),
  memberIcon: call({ method: 'GET', path: '/wps/member/info/icon', module: 'COMM3', login: true, encrypt: false, response: ses.memberIconValueSchema }),
  registerByUsername: call({ method: 'PUT', path: '/wps/member/register', module: 'REG3', login: false, encrypt: true, body: ses.registerBodySchema, response: ses.loginValueSchema }),
  registerByMobile: call({ method: 'PUT', path: '/wps/member/register/mobile', module: 'REG3', login: false, encrypt: true, body: ses.registerBodySchema, response: ses.loginValueSchema }),
  registerSmsCode: call({ method: 'POST', path: '/wps/verification/sms/register', module: 'REG3', login: false, encrypt: false, body: ses.smsCodeBodySchema, response: ses.smsCodeValueSchema }),
  changePassword: call({ method: 'POST', path: '/wps/member/password', module: 'PASS3', login: true, encrypt: true, body: ses.changePasswordBodySchema, response: ses.changePasswordValueSchema }),
  passwordSmsCode: call({ method: 'POST', path: '/wps/verification/sms/password', module: 'PASS3', login: false, encrypt: false, body: ses.smsCodeBodySchema, response: ses.smsCodeValueSchema }),
  setPasswordByPhone: call({ method: 'POST', path: '/wps/member/password/verification', module: 'PASS3', login: false, encrypt: true, body: ses.setPasswordByPhoneBodySchema, response: ses.setPasswordByPhoneValueSchema }),
  forgotPasswordByEmail: call({ method: 'POST', path: '/wps/member/password/email', module: 'PASS3', login: false, encrypt: false, body: ses.forgotPasswordByEmailBodySchema, response: ses.forgotPasswordByEmailValueSchema }),
  affiliateCheck: call({ method: 'GET', path: '/wps/agent/affiliate', module: 'REG3', login: false, encrypt: false, query: ses.affiliateCheckQuerySchema, response: ses.affiliateCheckValueSchema }),
  freePlay: call({ method: 'POST', path: '/wps/session/login/freeplay', module: 'COMM3', login: false, encrypt: true, body: ses.freePlayBodySchema, response: ses.loginValueSchema }),
  captcha: call({ method: 'GET', path: '/wps/captcha', module: 'COMM3', login: false, encrypt: false, query: ses.captchaQuerySchema, response: ses.captchaValueSchema }),
  logout: call({ method: 'DELETE', path: '/wps/session/logout', module: 'COMM3', login: true, encrypt: false, response: z.null() }),
  updateLanguage: call({ method: 'PUT', path: '/wps/member/language', module: 'COMM3', login: true, encrypt: false, body: ses.updateLanguageBodySchema, response: ses.updateLanguageValueSchema }),

  // --- wallet ---
  balance: call({ method: 'GET', path: '/wps/v2/wallets/balance', module: 'FUNDTRANS3', login: true, encrypt: false }),
  walletTransfer: call({ method: 'POST', path: relay('GCS_walletTransfer'), module: 'FUNDTRANS3', login: true, encrypt: false, body: anyBody }),
  consolidated: call({ method: 'GET', path: '/wps/member/info/funds/consolidated', module: 'FUNDTRANS3', login: true, encrypt: false }),
  merchantWallet: call({ method: 'GET', path: relay('GCS_merchantWallet'), module: 'FUNDTRANS3', login: true, encrypt: false }),

  // --- games ---
  hotGames: call({ method: 'GET', path: relay('GCSGAME_hotGamesV2'), module: 'GAME3', login: false, encrypt: false, query: anyQuery }),
  gameList: call({ method: 'GET', path: relay('GCSGAME_gameList'), module: 'GAME3', login: true, encrypt: false, query: anyQuery }),
  vassalageGameTypes: call({ method: 'GET', path: relay('GCSGAME_getVassGameType'), module: 'GAME3', login: true, encrypt: false, query: anyQuery }),
  newGameVendor: call({ method: 'GET', path: relay('GCSGAME_newGameVendor'), module: 'GAME3', login: false, encrypt: false, query: anyQuery }),
  vendorList: call({ method: 'GET', path: '/lgw/games/vendors', module: 'GAME3', login: false, encrypt: false, query: anyQuery }),
  gameAnnouncements: call({ method: 'GET', path: relay('GCSGAME_gameAnnouncement'), module: 'GAME3', login: false, encrypt: false, query: anyQuery }),
  favoriteGames: call({ method: 'GET', path: relay('MCSFE_getFavoriteGames'), module: 'GAME3', login: true, encrypt: false, query: anyQuery }),
  favoriteGamesList: call({ method: 'GET', path: relay('MCSFE_getFavoriteGamesList'), module: 'GAME3', login: true, encrypt: false, query: anyQuery }),
  addFavoriteGame: call({ method: 'POST', path: relay('MCSFE_addFavoriteGame'), module: 'GAME3', login: true, encrypt: false, body: anyBody }),
  removeFavoriteGame: call({ method: 'POST', path: relay('MCSFE_removeFavoriteGame'), module: 'GAME3', login: true, encrypt: false, body: anyBody }),
  recentGames: call({ method: 'GET', path: relay('GCS_recentGame'), module: 'GAME3', login: true, encrypt: false, query: anyQuery }),
  pvpRooms: call({ method: 'GET', path: relay('GLS2_roomList'), module: 'GAME3', login: true, encrypt: false, query: anyQuery }),
  launchGame: call({ method: 'POST', path: '/wps/game/launchGame', module: 'GAME3', login: true, encrypt: false, body: anyBody }),
  launchGameV2: call({ method: 'POST', path: '/wps/v2/game/launchGame', module: 'GAME3', login: true, encrypt: false, body: anyBody }),
  popularGames: call({ method: 'GET', path: '/lgw/games/popular', module: 'GAME3', login: false, encrypt: false, query: anyQuery }),
  winnerBoard: call({ method: 'GET', path: relay('GCSGAME_getRankList'), module: 'GAME3', login: false, encrypt: false, query: anyQuery }),

  // --- lottery ---
  vnGameMenu: call({ method: 'GET', path: '/lgw/vn/games/game_menu', module: 'LOTT3', login: false, encrypt: false, query: anyQuery }),
  vnGameMenuRecent: call({ method: 'GET', path: '/lgw/vn/games/game_menu/recent', module: 'LOTT3', login: true, encrypt: false, query: anyQuery }),
  vnOpenedNumeros: call({ method: 'GET', path: '/lgw/vn/numeros/opened/game', module: 'LOTT3', login: false, encrypt: false, query: anyQuery }),
  openedNumero: call({ method: 'GET', path: '/lotto/lgw/games/opened/numero', module: 'LOTT3', login: true, encrypt: false, query: anyQuery }),
  lotteryLaunch: call({ method: 'GET', path: '/lgw/games/lottery/launch', module: 'LOTT3', login: true, encrypt: false, query: anyQuery }),

  // --- missions, rewards, salary ---
  missionSummary: call({ method: 'GET', path: relay('MCSFE_getMissionSummaryDetails'), module: 'PROMO3', login: true, encrypt: false, query: anyQuery }),
  missionLeaderboard: call({ method: 'GET', path: relay('MCSFE_getMissionLeaderboard'), module: 'PROMO3', login: true, encrypt: false, query: anyQuery }),
  promotionJoin: call({ method: 'POST', path: relay('MCSFE_signUpPromotionJoin'), module: 'PROMO3', login: true, encrypt: false, body: anyBody }),
  requestReward: call({ method: 'POST', path: relay('MCSFE_signUpRequestReward'), module: 'PROMO3', login: true, encrypt: false, body: anyBody }),
  claimRaffle: call({ method: 'POST', path: relay('MCS2_claimRafflePromotion'), module: 'PROMO3', login: true, encrypt: false, body: anyBody }),
  dividendRequest: call({ method: 'POST', path: relay('MCS2_processDividendReq'), module: 'AGENT3', login: true, encrypt: false, body: anyBody }),
  dailySalaryContract: call({ method: 'POST', path: relay('MCS2_processDailySalContract'), module: 'AGENT3', login: true, encrypt: false, body: anyBody }),
  hourlySalaryContract: call({ method: 'POST', path: relay('MCS2_processContractHourSalary'), module: 'AGENT3', login: true, encrypt: false, body: anyBody }),
  realTimeSalaryContract: call({ method: 'POST', path: relay('MCSFE_processRealTimeSalaryContract'), module: 'AGENT3', login: true, encrypt: false, body: anyBody }),

  // --- notices, messages, feedback, chat ---
  unreadCount: call({ method: 'GET', path: relay('CSP_unreadCount'), module: 'INBOX3', login: true, encrypt: false }),
  feedback: call({ method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', login: true, encrypt: false, body: anyBody }),
  chatUrl: call({ method: 'GET', path: '/wps/chat/url', module: 'COMM3', login: true, encrypt: false, query: anyQuery }),
  chatUnread: call({ method: 'GET', path: '/wps/chat/unread', module: 'COMM3', login: true, encrypt: false }),

  // --- points ---
  pointBalance: call({ method: 'GET', path: relay('MCS2_getPointBalance'), module: 'PTSYS3', login: true, encrypt: false }),
  pointRewards: call({ method: 'GET', path: relay('MCS2_getPointReward'), module: 'PTSYS3', login: true, encrypt: false, query: anyQuery }),
  redeemPointReward: call({ method: 'POST', path: relay('passwordCheck/MCS2_redeemPointReward'), module: 'PTSYS3', login: true, encrypt: false, body: anyBody }),
  redeemHistory: call({ method: 'GET', path: relay('MCS2_getRedeemPointList'), module: 'PTSYS3', login: true, encrypt: false, query: anyQuery }),
  pointConfig: call({ method: 'GET', path: relay('MCS2_getPointConfig'), module: 'PTSYS3', login: true, encrypt: false }),
  pointTransactions: call({ method: 'GET', path: relay('ODSFE2_MemTransDet'), module: 'PTSYS3', login: true, encrypt: false, query: anyQuery }),
  convertPoints: call({ method: 'POST', path: relay('passwordCheck/MCS2_convertPoint'), module: 'PTSYS3', login: true, encrypt: false, body: anyBody }),
} satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallQuery<N extends CallName> = z.input<Calls[N]['query']>;
export type CallBody<N extends CallName> = z.input<Calls[N]['body']>;
export type CallValue<N extends CallName> = z.output<Calls[N]['response']>;
