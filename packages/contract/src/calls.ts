import { z } from 'zod';
import * as sys from './system';
import { registerSettingsSchema, whitelabelSchema } from './brand';
import * as ses from './session';
import * as gm from './games';
import * as wal from './wallet';
import * as lot from './lottery';
import * as prof from './profile';
import { refuseForbiddenCharacters } from './text';

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

/**
 * Who a call admits: visitor (no token), member (type 0), trial (free demo, type 4), agent (types 1, 2, 41, 42).
 * The server's one router enforces it for every call; operators use the admin routes, not this table.
 */
export type Role = 'visitor' | 'member' | 'trial' | 'agent';
export const roleSets = {
  /** everyone, logged in or not */
  anyone: ['visitor', 'member', 'trial', 'agent'],
  /** any logged-in account, trial included */
  accounts: ['member', 'trial', 'agent'],
  /** real accounts: trial accounts are told in_need_true_account */
  realAccounts: ['member', 'agent'],
  /** the agent centre */
  agents: ['agent'],
} as const satisfies Record<string, readonly Role[]>;

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
  /** the roles admitted (roleSets); a login call never admits visitors */
  roles: readonly Role[];
  /** the body travels encrypted (hybrid RSA-OAEP + AES-GCM) */
  encrypt: boolean;
  /** a larger body limit than the server's default (uploads) */
  maxBodyBytes?: number;
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
    query: refuseForbiddenCharacters((def.query ?? none) as Q),
    body: refuseForbiddenCharacters((def.body ?? none) as B),
    response: (def.response ?? pending) as R,
  };
}
const relay = (name: string) => `/wps/relay/${name}`;

/** Every call of the spec's section 7, declared once. Server routing and the web API client are both built from this table. */
export const calls = {
  // --- system (foundation) ---
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
  customerServiceLink: call({ method: 'GET', path: '/wps/system/customerService', module: 'COMM3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: anyQuery }),
  notice: call({ method: 'GET', path: '/wps/system/notice', module: 'INBOX3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: anyQuery }),
  currency: call({ method: 'GET', path: '/wps/system/currency', module: 'FUNDTRANS3', login: false, roles: roleSets.anyone, encrypt: false, response: z.object({ symbol: z.string() }) }),
  promotions: call({ method: 'GET', path: relay('MCSFE_getAvailablePromotions'), module: 'PROMO3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: anyQuery }),

  // --- session and member (accounts issue) ---
  publicKey: call({ method: 'GET', path: '/wps/system/publicKey', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: ses.publicKeyValueSchema }),
  humanChallenge: call({ method: 'GET', path: '/wps/verification/human/challenge', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: ses.humanChallengeValueSchema }),
  login: call({ method: 'POST', path: '/wps/session/login', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.loginBodySchema, response: ses.loginValueSchema }),
  loginVerifySend: call({ method: 'POST', path: '/wps/session/login/verify/send', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.loginVerifySendBodySchema, response: ses.smsCodeValueSchema }),
  loginVerify: call({ method: 'POST', path: '/wps/session/login/verify', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.loginVerifyBodySchema, response: ses.loginValueSchema }),
  smsLoginCode: call({ method: 'POST', path: '/wps/verification/sms/noLogin', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.smsCodeBodySchema, response: ses.smsCodeValueSchema }),
  memberInfo: call({ method: 'GET', path: '/wps/member/info', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: ses.memberInfoValueSchema }),
  playerAvatar: call({ method: 'GET', path: relay('MCSFE_getPlayerAvatar'), module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: ses.memberIconValueSchema }),
  memberIcon: call({ method: 'GET', path: '/wps/member/info/icon', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: ses.memberIconValueSchema }),
  registerByUsername: call({ method: 'PUT', path: '/wps/member/register', module: 'REG3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.registerBodySchema, response: ses.loginValueSchema }),
  registerByMobile: call({ method: 'PUT', path: '/wps/member/register/mobile', module: 'REG3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.registerBodySchema, response: ses.loginValueSchema }),
  registerSmsCode: call({ method: 'POST', path: '/wps/verification/sms/register', module: 'REG3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.smsCodeBodySchema, response: ses.smsCodeValueSchema }),
  changePassword: call({ method: 'POST', path: '/wps/member/password', module: 'PASS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: ses.changePasswordBodySchema, response: ses.changePasswordValueSchema }),
  passwordSmsCode: call({ method: 'POST', path: '/wps/verification/sms/password', module: 'PASS3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.smsCodeBodySchema, response: ses.smsCodeValueSchema }),
  setPasswordByPhone: call({ method: 'POST', path: '/wps/member/password/verification', module: 'PASS3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.setPasswordByPhoneBodySchema, response: ses.setPasswordByPhoneValueSchema }),
  forgotPasswordByEmail: call({ method: 'POST', path: '/wps/member/password/email', module: 'PASS3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.forgotPasswordByEmailBodySchema, response: ses.forgotPasswordByEmailValueSchema }),
  affiliateCheck: call({ method: 'GET', path: '/wps/agent/affiliate', module: 'REG3', login: false, roles: roleSets.anyone, encrypt: false, query: ses.affiliateCheckQuerySchema, response: ses.affiliateCheckValueSchema }),
  freePlay: call({ method: 'POST', path: '/wps/session/login/freeplay', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.freePlayBodySchema, response: ses.loginValueSchema }),
  captcha: call({ method: 'GET', path: '/wps/captcha', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, query: ses.captchaQuerySchema, response: ses.captchaValueSchema }),
  logout: call({ method: 'DELETE', path: '/wps/session/logout', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: z.null() }),
  updateLanguage: call({ method: 'PUT', path: '/wps/member/language', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, body: ses.updateLanguageBodySchema, response: ses.updateLanguageValueSchema }),
  // the member's own profile (paths not in the spec: ours); trial accounts are refused (TRIAL_ACCOUNT)
  updateNickname: call({ method: 'PUT', path: '/wps/member/nickname', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: prof.updateNicknameBodySchema, response: prof.updateNicknameValueSchema }),
  avatarList: call({ method: 'GET', path: '/wps/member/avatars', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, response: prof.avatarListValueSchema }),
  updateAvatar: call({ method: 'PUT', path: '/wps/member/avatar', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: prof.updateAvatarBodySchema, response: prof.updateAvatarValueSchema }),
  bindMobileCode: call({ method: 'POST', path: '/wps/verification/sms/bind', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: prof.bindMobileCodeBodySchema, response: prof.bindCodeValueSchema }),
  bindMobile: call({ method: 'POST', path: '/wps/member/mobile', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: prof.bindMobileBodySchema, response: prof.bindMobileValueSchema }),
  bindEmailCode: call({ method: 'POST', path: '/wps/verification/email/bind', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: prof.bindEmailCodeBodySchema, response: prof.bindCodeValueSchema }),
  bindEmail: call({ method: 'POST', path: '/wps/member/email', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: prof.bindEmailBodySchema, response: prof.bindEmailValueSchema }),

  // --- wallet (amounts: see wallet.ts; money-moving calls take requestId or the Idempotency-Key header) ---
  /** a bare route (no database): the bench's baseline and a liveness probe */
  ping: call({ method: 'GET', path: '/wps/ping', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: wal.pingValueSchema }),
  balance: call({ method: 'GET', path: '/wps/v2/wallets/balance', module: 'FUNDTRANS3', login: true, roles: roleSets.accounts, encrypt: false, response: wal.balanceValueSchema }),
  walletTransfer: call({ method: 'POST', path: relay('GCS_walletTransfer'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: wal.walletTransferBodySchema, response: wal.walletTransferValueSchema }),
  consolidated: call({ method: 'GET', path: '/wps/member/info/funds/consolidated', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: wal.consolidatedValueSchema }),
  merchantWallet: call({ method: 'GET', path: relay('GCS_merchantWallet'), module: 'FUNDTRANS3', login: true, roles: roleSets.accounts, encrypt: false, response: wal.merchantWalletValueSchema }),
  transferToUpline: call({ method: 'POST', path: relay('MCSFE_transferToUpline'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: wal.transferUplineBodySchema, response: wal.transferUplineValueSchema }),
  // deposit
  depositChannels: call({ method: 'GET', path: '/wps/deposit/channels', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: wal.depositChannelsValueSchema }),
  depositCreate: call({ method: 'POST', path: '/wps/deposit/order', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: wal.depositCreateBodySchema, response: wal.depositOrderSchema }),
  depositOrder: call({ method: 'GET', path: '/wps/deposit/order', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.depositOrderQuerySchema, response: wal.depositOrderSchema }),
  depositOrders: call({ method: 'GET', path: '/wps/deposit/orders', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.depositOrdersQuerySchema, response: wal.depositOrdersValueSchema }),
  // withdrawal, bank cards, payment password
  withdrawSettings: call({ method: 'GET', path: '/wps/withdraw/settings', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: wal.withdrawSettingsValueSchema }),
  setPaymentPassword: call({ method: 'POST', path: '/wps/member/paymentPassword', module: 'PASS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: wal.setPaymentPasswordBodySchema, response: wal.setPaymentPasswordValueSchema }),
  bankCards: call({ method: 'GET', path: '/wps/withdraw/bankCards', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: wal.bankCardsValueSchema }),
  bindBankCard: call({ method: 'POST', path: '/wps/withdraw/bankCards', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: wal.bindBankCardBodySchema, response: wal.bankCardSchema }),
  withdrawCreate: call({ method: 'POST', path: '/wps/withdraw/order', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: wal.withdrawCreateBodySchema, response: wal.withdrawalSchema }),
  withdrawals: call({ method: 'GET', path: '/wps/withdraw/orders', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.withdrawalsQuerySchema, response: wal.withdrawalsValueSchema }),
  withdrawReceipt: call({ method: 'POST', path: '/wps/withdraw/receipt', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, maxBodyBytes: 9 * 1024 * 1024, body: wal.withdrawReceiptBodySchema, response: wal.withdrawReceiptValueSchema }),
  // records (server-paginated)
  betRecords: call({ method: 'GET', path: relay('ODSFE_betRecords'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.betRecordsQuerySchema, response: wal.betRecordsValueSchema }),
  accountRecords: call({ method: 'GET', path: relay('ODSFE_accountRecords'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.accountRecordsQuerySchema, response: wal.accountRecordsValueSchema }),
  profitLoss: call({ method: 'GET', path: relay('ODSFE_profitLoss'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.profitLossQuerySchema, response: wal.profitLossValueSchema }),
  bonusDetails: call({ method: 'GET', path: relay('ODSFE_bonusDetails'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.bonusDetailsQuerySchema, response: wal.bonusDetailsValueSchema }),

  // --- games (shapes: games.ts; money: minor units + decimals like the wallet) ---
  // the lobby answers visitors too ('optional'): a member's answer marks favourites
  hotGames: call({ method: 'GET', path: relay('GCSGAME_hotGamesV2'), module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.hotGamesQuerySchema, response: gm.hotGamesValueSchema }),
  gameList: call({ method: 'GET', path: relay('GCSGAME_gameList'), module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.gameListQuerySchema, response: gm.gameListValueSchema }),
  vassalageGameTypes: call({ method: 'GET', path: relay('GCSGAME_getVassGameType'), module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.vassalageGameTypesQuerySchema, response: gm.vassalageGameTypesValueSchema }),
  newGameVendor: call({ method: 'GET', path: relay('GCSGAME_newGameVendor'), module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, query: gm.newGameVendorQuerySchema, response: gm.newGameVendorValueSchema }),
  vendorList: call({ method: 'GET', path: '/lgw/games/vendors', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, query: gm.vendorListQuerySchema, response: gm.vendorListValueSchema }),
  gameAnnouncements: call({ method: 'GET', path: relay('GCSGAME_gameAnnouncement'), module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, query: gm.gameAnnouncementsQuerySchema, response: gm.gameAnnouncementsValueSchema }),
  favoriteGames: call({ method: 'GET', path: relay('MCSFE_getFavoriteGames'), module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, query: gm.favoriteGamesQuerySchema, response: gm.favoriteGamesValueSchema }),
  favoriteGamesList: call({ method: 'GET', path: relay('MCSFE_getFavoriteGamesList'), module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, query: gm.favoriteGamesListQuerySchema, response: gm.favoriteGamesListValueSchema }),
  addFavoriteGame: call({ method: 'POST', path: relay('MCSFE_addFavoriteGame'), module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, body: gm.favoriteBodySchema, response: gm.favoriteValueSchema }),
  removeFavoriteGame: call({ method: 'POST', path: relay('MCSFE_removeFavoriteGame'), module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, body: gm.favoriteBodySchema, response: gm.favoriteValueSchema }),
  recentGames: call({ method: 'GET', path: relay('GCS_recentGame'), module: 'GAME3', login: true, roles: roleSets.accounts, encrypt: false, query: gm.recentGamesQuerySchema, response: gm.recentGamesValueSchema }),
  pvpRooms: call({ method: 'GET', path: relay('GLS2_roomList'), module: 'GAME3', login: true, roles: roleSets.accounts, encrypt: false, query: gm.pvpRoomsQuerySchema, response: gm.pvpRoomsValueSchema }),
  launchGame: call({ method: 'POST', path: '/wps/game/launchGame', module: 'GAME3', login: true, roles: roleSets.accounts, encrypt: false, body: gm.launchGameBodySchema, response: gm.launchGameValueSchema }),
  /** v2: the game's language comes from the Language header */
  launchGameV2: call({ method: 'POST', path: '/wps/v2/game/launchGame', module: 'GAME3', login: true, roles: roleSets.accounts, encrypt: false, body: gm.launchGameBodySchema, response: gm.launchGameValueSchema }),
  popularGames: call({ method: 'GET', path: '/lgw/games/popular', module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.popularGamesQuerySchema, response: gm.popularGamesValueSchema }),
  winnerBoard: call({ method: 'GET', path: relay('GCSGAME_getRankList'), module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, query: gm.winnerBoardQuerySchema, response: gm.winnerBoardValueSchema }),
  // in-house games: the play page authenticates with its launch token (body/query field session), like a vendor page
  inhouseRules: call({ method: 'GET', path: '/wps/inhouse/rules', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, response: gm.inhouseRulesValueSchema }),
  inhouseSession: call({ method: 'POST', path: '/wps/inhouse/session', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, body: gm.inhouseSessionBodySchema, response: gm.inhouseSessionValueSchema }),
  inhousePlay: call({ method: 'POST', path: '/wps/inhouse/play', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, body: gm.inhousePlayBodySchema, response: gm.inhousePlayValueSchema }),
  inhouseClientSeed: call({ method: 'POST', path: '/wps/inhouse/fair/clientSeed', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, body: gm.inhouseClientSeedBodySchema, response: gm.fairnessSchema }),
  inhouseRotateSeed: call({ method: 'POST', path: '/wps/inhouse/fair/rotate', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, body: gm.inhouseRotateSeedBodySchema, response: gm.inhouseRotateSeedValueSchema }),
  /** with session: that game session's member; without: the logged-in member (the member centre's verification page) */
  inhouseRounds: call({ method: 'GET', path: '/wps/inhouse/rounds', module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.inhouseRoundsQuerySchema, response: gm.inhouseRoundsValueSchema }),
  inhouseVerify: call({ method: 'POST', path: '/wps/inhouse/verify', module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, body: gm.inhouseVerifyBodySchema, response: gm.inhouseVerifyValueSchema }),

  // --- lottery (shapes: lottery.ts; rules, odds arithmetic and result derivation: lottery-rules.ts) ---
  vnGameMenu: call({ method: 'GET', path: '/lgw/vn/games/game_menu', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.vnGameMenuQuerySchema, response: lot.vnGameMenuValueSchema }),
  vnGameMenuRecent: call({ method: 'GET', path: '/lgw/vn/games/game_menu/recent', module: 'LOTT3', login: true, roles: roleSets.accounts, encrypt: false, query: lot.vnGameMenuRecentQuerySchema, response: lot.vnGameMenuRecentValueSchema }),
  vnOpenedNumeros: call({ method: 'GET', path: '/lgw/vn/numeros/opened/game', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.vnOpenedNumerosQuerySchema, response: lot.vnOpenedNumerosValueSchema }),
  openedNumero: call({ method: 'GET', path: '/lotto/lgw/games/opened/numero', module: 'LOTT3', login: true, roles: roleSets.accounts, encrypt: false, query: lot.gameCodeQuerySchema, response: lot.openedNumeroValueSchema }),
  lotteryLaunch: call({ method: 'GET', path: '/lgw/games/lottery/launch', module: 'LOTT3', login: true, roles: roleSets.realAccounts, encrypt: false, query: lot.lotteryLaunchQuerySchema, response: lot.lotteryLaunchValueSchema }),
  /** openedNumero for visitors: the countdown before login */
  lotteryCurrentDraw: call({ method: 'GET', path: '/lgw/lottery/draws/current', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.gameCodeQuerySchema, response: lot.openedNumeroValueSchema }),
  /** one draw with its prize table (or 5D summary) */
  lotteryDraw: call({ method: 'GET', path: '/lgw/lottery/draw', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.drawDetailQuerySchema, response: lot.drawDetailValueSchema }),
  lotteryTrend: call({ method: 'GET', path: '/lgw/lottery/trend', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.trendQuerySchema, response: lot.trendValueSchema }),
  /** the game's play types with the brand's odds and stake limits */
  lotteryRules: call({ method: 'GET', path: '/lgw/lottery/rules', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.gameCodeQuerySchema, response: lot.lotteryRulesValueSchema }),
  /** recomputes a drawn result from its revealed seed */
  lotteryVerify: call({ method: 'GET', path: '/lgw/lottery/verify', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.drawDetailQuerySchema, response: lot.verifyValueSchema }),
  lotteryPlaceBet: call({ method: 'POST', path: '/lotto/lgw/bets', module: 'LOTT3', login: true, roles: roleSets.realAccounts, encrypt: false, body: lot.placeBetBodySchema, response: lot.placeBetValueSchema }),
  lotteryMyBets: call({ method: 'GET', path: '/lotto/lgw/bets', module: 'LOTT3', login: true, roles: roleSets.realAccounts, encrypt: false, query: lot.myBetsQuerySchema, response: lot.myBetsValueSchema }),

  // --- missions, rewards, salary ---
  missionSummary: call({ method: 'GET', path: relay('MCSFE_getMissionSummaryDetails'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  missionLeaderboard: call({ method: 'GET', path: relay('MCSFE_getMissionLeaderboard'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  promotionJoin: call({ method: 'POST', path: relay('MCSFE_signUpPromotionJoin'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
  requestReward: call({ method: 'POST', path: relay('MCSFE_signUpRequestReward'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
  claimRaffle: call({ method: 'POST', path: relay('MCS2_claimRafflePromotion'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
  dividendRequest: call({ method: 'POST', path: relay('MCS2_processDividendReq'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
  dailySalaryContract: call({ method: 'POST', path: relay('MCS2_processDailySalContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
  hourlySalaryContract: call({ method: 'POST', path: relay('MCS2_processContractHourSalary'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
  realTimeSalaryContract: call({ method: 'POST', path: relay('MCSFE_processRealTimeSalaryContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),

  // --- notices, messages, feedback, chat ---
  unreadCount: call({ method: 'GET', path: relay('CSP_unreadCount'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, response: wal.unreadCountValueSchema }),
  messages: call({ method: 'GET', path: relay('CSP_messageList'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.messagesQuerySchema, response: wal.messagesValueSchema }),
  readMessages: call({ method: 'POST', path: relay('CSP_readMessages'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, body: wal.readMessagesBodySchema, response: wal.readMessagesValueSchema }),
  feedback: call({ method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
  chatUrl: call({ method: 'GET', path: '/wps/chat/url', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  chatUnread: call({ method: 'GET', path: '/wps/chat/unread', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false }),

  // --- points ---
  pointBalance: call({ method: 'GET', path: relay('MCS2_getPointBalance'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false }),
  pointRewards: call({ method: 'GET', path: relay('MCS2_getPointReward'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  redeemPointReward: call({ method: 'POST', path: relay('passwordCheck/MCS2_redeemPointReward'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
  redeemHistory: call({ method: 'GET', path: relay('MCS2_getRedeemPointList'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  pointConfig: call({ method: 'GET', path: relay('MCS2_getPointConfig'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false }),
  pointTransactions: call({ method: 'GET', path: relay('ODSFE2_MemTransDet'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  convertPoints: call({ method: 'POST', path: relay('passwordCheck/MCS2_convertPoint'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
} satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallQuery<N extends CallName> = z.input<Calls[N]['query']>;
export type CallBody<N extends CallName> = z.input<Calls[N]['body']>;
export type CallValue<N extends CallName> = z.output<Calls[N]['response']>;
