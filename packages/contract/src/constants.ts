import type { BannerGroup } from './brand';

/** Business constants from the spec's section 9. */
export const ESPORTS_VENDOR_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const LOTTERY_PLATFORM_CODES = ['TCG_SEA', 'TCG_LOTTO_VN'] as const;
export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';
export const NOTICE_PAGE_SIZE = 9;
export const BALANCE_REFRESH_MS = 60_000;
export const BANNER_AUTOPLAY_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LAZY_IMAGE_ATTEMPTS = 3;
/** An image starts loading within this many viewport heights (1.3: a 30% margin below and above the screen). */
export const LAZY_IMAGE_PRELOAD_FACTOR = 1.3;
/** Share of an image that must be inside that area. */
export const LAZY_IMAGE_THRESHOLD = 0.1;
/** While the page scrolls, image loads start at most this often (images flown past never start). */
export const LAZY_IMAGE_THROTTLE_MS = 200;
/** Loaded image addresses remembered: such an image shows at once, without a skeleton, when it comes back. */
export const LAZY_IMAGE_CACHE_SIZE = 200;
export const MODAL_OPEN_DELAY_MS = 100;
export const LOBBY_PAGE_SIZE = 42;
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 500 } as const;
export const QR_DEFAULTS = { size: 200, menuSize: 100, margin: 20, level: 'M' } as const;
/** Categories shown in the left menu, in the spec's order, with their lobby routes. */
export const GAME_CATEGORY_ROUTES = [
  { gameType: 'ELOTT', route: '/elott' },
  { gameType: 'LIVE', route: '/live' },
  { gameType: 'SPORTS', route: '/sports' },
  { gameType: 'FISH', route: '/fish' },
  { gameType: 'RNG', route: '/rng' },
  { gameType: 'PVP', route: '/pvp' },
  { gameType: 'ESPORTS', route: '/esports' },
  { gameType: 'INHOUSE', route: '/inhouse' },
] as const;

/** Banner group per path (spec section 2); the server preloads the group's first banner with the page. */
export const BANNER_GROUP_BY_PATH: Readonly<Record<string, BannerGroup>> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
  '/home': 'home',
  '/login': 'home',
  '/rng': 'rng',
  '/live': 'live',
  '/fish': 'fish',
  '/pvp': 'pvp',
  '/sports': 'sports',
  '/esports': 'esports',
  '/elott': 'lottery',
  '/down': 'down',
  '/download': 'down',
  '/promotions': 'promotions',
  '/pointMall': 'shop',
  '/helpmc': 'help',
  '/help': 'help',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
  '/inhouse': 'inhouse',
};

/** The promotion categories the text packs name (a brand may add its own). */
export const KNOWN_PROMOTION_CATEGORIES = ['new_player', 'deposit', 'rebate', 'daily', 'vip', 'limited'] as const;
/** What moved a player's points (the point history's kinds). */
export const POINT_TRANSACTION_KINDS = ['earn', 'mission', 'redeem', 'refund', 'convert', 'referral', 'adjust'] as const;
