import { seededRandom } from '../lib/seeded-random';
import { ESPORTS_VENDOR_CODES } from '@app/contract/constants';
import { SLOT_LINES } from '@app/contract/inhouse-games';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { maskUsername } from '../lib/masks';
import type { Db } from '../db/client';
import { lotteryGameDefs } from '../modules/lottery/catalogue';
import { gameVendors, gameVendorSettings, gameWins, games, pvpRooms } from '../db/schema';

/*
 * The game catalogue: a generated but realistic lobby, the same on every run (a seeded PRNG, no clock in the
 * generated values except release dates relative to the seeding day).
 * About 10,000 slot games across 25 vendors, live tables behind vendor tiles, fish, PVP games with rooms, sports,
 * esports (SPORTS vendors that ESPORTS_VENDOR_CODES splits out), lottery games and the in-house games.
 */

type Provider = 'inhouse' | 'sandbox' | 'lottery';
interface VendorSeed {
  code: string;
  name: string;
  gameType: 'ELOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'INHOUSE';
  gameClassify: string;
  provider: Provider;
  isHot?: boolean;
  isNew?: boolean;
  /** slot vendors: how many games the generator makes */
  slots?: number;
}

/** The first four slot vendors and the others already named by the foundation keep their codes. */
export const catalogueVendors: VendorSeed[] = [
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', gameType: 'ELOTT', gameClassify: 'LOTTERY', provider: 'lottery', isHot: true },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lotto', gameType: 'ELOTT', gameClassify: 'LOTTERY', provider: 'lottery' },
  { code: 'EVO', name: 'Evolution', gameType: 'LIVE', gameClassify: 'LIVE', provider: 'sandbox', isHot: true },
  { code: 'SEXY', name: 'Sexy Baccarat', gameType: 'LIVE', gameClassify: 'LIVE', provider: 'sandbox' },
  { code: 'DG', name: 'Dream Gaming', gameType: 'LIVE', gameClassify: 'LIVE', provider: 'sandbox' },
  { code: 'LUX', name: 'Luxe Live', gameType: 'LIVE', gameClassify: 'LIVE', provider: 'sandbox', isNew: true },
  { code: 'ORL', name: 'Orient Live', gameType: 'LIVE', gameClassify: 'LIVE', provider: 'sandbox' },
  { code: 'SABA', name: 'SABA Sports', gameType: 'SPORTS', gameClassify: 'SPORTSBOOK', provider: 'sandbox', isHot: true },
  { code: 'CMD', name: 'CMD368', gameType: 'SPORTS', gameClassify: 'SPORTSBOOK', provider: 'sandbox' },
  { code: 'SPX', name: 'SportX', gameType: 'SPORTS', gameClassify: 'SPORTSBOOK', provider: 'sandbox', isNew: true },
  { code: 'IMES', name: 'IM Esports', gameType: 'SPORTS', gameClassify: 'ESPORTS', provider: 'sandbox', isHot: true },
  { code: 'TF', name: 'TF Gaming', gameType: 'SPORTS', gameClassify: 'ESPORTS', provider: 'sandbox' },
  { code: 'AV', name: 'AV Esports', gameType: 'SPORTS', gameClassify: 'ESPORTS', provider: 'sandbox' },
  { code: 'AI', name: 'AI Esports', gameType: 'SPORTS', gameClassify: 'ESPORTS', provider: 'sandbox' },
  { code: 'IA', name: 'IA Esports', gameType: 'SPORTS', gameClassify: 'ESPORTS', provider: 'sandbox', isNew: true },
  { code: 'JDBF', name: 'JDB Fishing', gameType: 'FISH', gameClassify: 'FISH', provider: 'sandbox', isHot: true },
  { code: 'JILIF', name: 'JILI Fishing', gameType: 'FISH', gameClassify: 'FISH', provider: 'sandbox' },
  { code: 'OCN', name: 'Ocean King Games', gameType: 'FISH', gameClassify: 'FISH', provider: 'sandbox' },
  { code: 'PG', name: 'PG Soft', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', isHot: true, slots: 460 },
  { code: 'JILI', name: 'JILI', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', isHot: true, slots: 480 },
  { code: 'PP', name: 'Pragmatic Play', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', isHot: true, slots: 500 },
  { code: 'JDB', name: 'JDB', gameType: 'RNG', gameClassify: 'CLASSIC', provider: 'sandbox', slots: 420 },
  { code: 'NOVA', name: 'Nova Reels', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 400 },
  { code: 'GLG', name: 'Golden Lotus Gaming', gameType: 'RNG', gameClassify: 'JACKPOT', provider: 'sandbox', slots: 380 },
  { code: 'RDS', name: 'Red Dragon Studios', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 420 },
  { code: 'BLZ', name: 'Blaze Spin', gameType: 'RNG', gameClassify: 'MEGAWAYS', provider: 'sandbox', isNew: true, slots: 360 },
  { code: 'AQU', name: 'Aqua Play', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 400 },
  { code: 'MNT', name: 'Mint Gaming', gameType: 'RNG', gameClassify: 'CLASSIC', provider: 'sandbox', slots: 380 },
  { code: 'SKY', name: 'Skyline Slots', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 400 },
  { code: 'JAD', name: 'Jade Tiger', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 420 },
  { code: 'FRT', name: 'Fortuna Works', gameType: 'RNG', gameClassify: 'JACKPOT', provider: 'sandbox', slots: 380 },
  { code: 'PXL', name: 'Pixel Lion', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 400 },
  { code: 'STR', name: 'Starfall Games', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 380 },
  { code: 'KOI', name: 'Koi Studio', gameType: 'RNG', gameClassify: 'CLASSIC', provider: 'sandbox', slots: 360 },
  { code: 'VLT', name: 'Volt Gaming', gameType: 'RNG', gameClassify: 'MEGAWAYS', provider: 'sandbox', slots: 380 },
  { code: 'ORC', name: 'Orchid Play', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 400 },
  { code: 'THN', name: 'Thunder Peak', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 380 },
  { code: 'ECL', name: 'Eclipse Interactive', gameType: 'RNG', gameClassify: 'TABLE', provider: 'sandbox', isNew: true, slots: 340 },
  { code: 'MGF', name: 'Magic Forge', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 380 },
  { code: 'BMB', name: 'Bamboo Gaming', gameType: 'RNG', gameClassify: 'CLASSIC', provider: 'sandbox', slots: 360 },
  { code: 'CRN', name: 'Crown Reels', gameType: 'RNG', gameClassify: 'JACKPOT', provider: 'sandbox', slots: 400 },
  { code: 'SOL', name: 'Solaris Slots', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 400 },
  { code: 'RBY', name: 'Ruby Rush Gaming', gameType: 'RNG', gameClassify: 'VIDEO', provider: 'sandbox', slots: 420 },
  { code: 'KM', name: 'Kingmaker', gameType: 'PVP', gameClassify: 'CARD', provider: 'sandbox', isHot: true },
  { code: 'V8', name: 'V8 Poker', gameType: 'PVP', gameClassify: 'POKER', provider: 'sandbox' },
  { code: 'MJP', name: 'Mahjong Palace', gameType: 'PVP', gameClassify: 'MAHJONG', provider: 'sandbox', isNew: true },
  { code: 'INH', name: 'House Originals', gameType: 'INHOUSE', gameClassify: 'ORIGINALS', provider: 'inhouse', isHot: true },
];

/** The in-house games by their external id (the provider's game key). */
export const inhouseCatalogue = [
  { externalId: 'slot', name: 'Lucky Sevens', lines: SLOT_LINES, minBetMinor: 10, rtpBp: null },
  { externalId: 'dice', name: 'Dice Duel', lines: 0, minBetMinor: 10, rtpBp: 9900 },
  { externalId: 'crash', name: 'Rocket Crash', lines: 0, minBetMinor: 10, rtpBp: 9900 },
] as const;

/** A seeded generator with the catalogue's helpers (lib/seeded-random.ts: the same catalogue on every install). */
function prng(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    weighted: <T>(entries: ReadonlyArray<readonly [T, number]>) => {
      const total = entries.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [value, weight] of entries) if ((r -= weight) < 0) return value;
      return entries[entries.length - 1]![0];
    },
  };
}
type Rand = ReturnType<typeof prng>;

const adjectives = [
  'Golden', 'Lucky', 'Mystic', 'Wild', 'Royal', 'Mega', 'Super', 'Fiery', 'Frozen', 'Ancient', 'Sacred', 'Hidden', 'Emerald',
  'Crimson', 'Shining', 'Thunder', 'Jade', 'Silver', 'Diamond', 'Electric', 'Cosmic', 'Savage', 'Sweet', 'Neon', 'Imperial',
  'Mighty', 'Lost', 'Enchanted', 'Raging', 'Dancing', 'Happy', 'Fortune', 'Blazing', 'Eternal', 'Midnight', 'Sunny', 'Crystal',
  'Majestic', 'Turbo', 'Magic', 'Tiny', 'Grand', 'Rich', 'Moonlit', 'Starry', 'Spicy', 'Frosty', 'Jolly', 'Epic', 'Velvet',
];
const nouns = [
  'Dragon', 'Tiger', 'Panda', 'Phoenix', 'Koi', 'Pharaoh', 'Samurai', 'Ninja', 'Pirate', 'Viking', 'Wizard', 'Queen', 'King',
  'Buffalo', 'Wolf', 'Lion', 'Eagle', 'Monkey', 'Rabbit', 'Ox', 'Rooster', 'Unicorn', 'Mermaid', 'Genie', 'Goddess', 'Knight',
  'Cowboy', 'Rocket', 'Candy', 'Fruit', 'Gem', 'Ruby', 'Sapphire', 'Lotus', 'Bamboo', 'Lantern', 'Treasure', 'Jackpot', 'Gold',
  'Coin', 'Pearl', 'Crown', 'Temple', 'Volcano', 'Galaxy', 'Ocean', 'Jungle', 'Safari', 'Carnival', 'Fiesta', 'Bonanza', 'Mine',
  'Circus', 'Castle', 'Empire', 'Kingdom', 'Garden', 'Island', 'Oasis', 'Cherry', 'Seven', 'Bell', 'Star', 'Moon', 'Sun',
];
const endings = [
  'Riches', 'Fortune', 'Treasures', 'Gold', 'Jackpot', 'Wins', 'Quest', 'Legends', 'Rush', 'Spins', 'Bonanza', 'Power', 'Blitz',
  'Party', 'Kingdom', 'Hunt', 'Magic', 'Luck', 'Glory', 'Deluxe', 'Mania', 'Reels', 'Feast', 'Dreams', 'Heist', 'Fever', 'Secrets',
];
const places = ['Olympus', 'Atlantis', 'Egypt', 'the Amazon', 'the Orient', 'Asgard', 'Babylon', 'Rio', 'Macau', 'Manila', 'Siam', 'the Nile', 'Avalon', 'Shangri-La', 'the Sea', 'Valhalla', 'Cebu', 'Bali'];
const suffixByClassify: Record<string, readonly string[]> = {
  MEGAWAYS: ['Megaways'],
  JACKPOT: ['Jackpot', 'Link', 'Grand Jackpot', 'Cash Link'],
  CLASSIC: ['Classic', '7s', 'Deluxe', ''],
  TABLE: [],
  VIDEO: ['', '', '', 'Deluxe', 'Xmas', 'Plus', '2', 'Hold & Win'],
};
const tableGames = ['Blackjack', 'European Roulette', 'Baccarat', 'Casino Hold\'em', 'Three Card Poker', 'Video Poker', 'Keno', 'Sic Bo', 'Red Dog', 'Pai Gow', 'Andar Bahar', 'Teen Patti', 'Mini Roulette', 'Caribbean Stud', 'Scratch Card', 'Plinko', 'Hi-Lo', 'Bingo', 'Wheel of Luck', 'Dragon Tiger'];

function slotName(r: Rand, classify: string): string {
  if (classify === 'TABLE') return `${r.pick(tableGames)}${r.next() < 0.5 ? '' : ` ${r.pick(['Deluxe', 'Gold', 'Pro', 'Multihand', 'Lightning', 'VIP'])}`}`;
  const pattern = r.weighted([
    ['an', 4],
    ['ne', 3],
    ['ane', 2],
    ['nop', 1],
  ] as const);
  let name: string;
  if (pattern === 'an') name = `${r.pick(adjectives)} ${r.pick(nouns)}`;
  else if (pattern === 'ne') name = `${r.pick(nouns)} ${r.pick(endings)}`;
  else if (pattern === 'ane') name = `${r.pick(adjectives)} ${r.pick(nouns)} ${r.pick(endings)}`;
  else name = `${r.pick(['Treasures', 'Gates', 'Legends', 'Riches', 'Secrets', 'Gems', 'Gods', 'Queen'])} of ${r.pick(places)}`;
  const suffix = r.pick(suffixByClassify[classify] ?? ['']);
  return suffix ? `${name} ${suffix}` : name;
}

const linesByClassify: Record<string, ReadonlyArray<readonly [number, number]>> = {
  VIDEO: [[20, 3], [25, 3], [30, 2], [40, 2], [50, 2], [243, 2], [1024, 1]],
  CLASSIC: [[1, 2], [3, 2], [5, 3], [9, 2]],
  MEGAWAYS: [[117649, 1]],
  JACKPOT: [[20, 2], [25, 2], [50, 1], [243, 1]],
  TABLE: [[1, 1]],
};
const minBets: ReadonlyArray<readonly [number, number]> = [[1, 2], [2, 2], [5, 3], [10, 4], [20, 3], [50, 2], [100, 1], [200, 1]];

type GameSeed = Omit<typeof games.$inferInsert, 'id' | 'sort' | 'vendorId' | 'nameKey'>;

function slotGames(r: Rand, vendor: VendorSeed, now: number): GameSeed[] {
  const out: GameSeed[] = [];
  const taken = new Set<string>();
  const count = vendor.slots ?? 0;
  for (let i = 0; i < count; i++) {
    const classify = r.weighted([
      [vendor.gameClassify, 5],
      ['VIDEO', 5],
      ['CLASSIC', 2],
      ['MEGAWAYS', 1.5],
      ['JACKPOT', 1.2],
      ['TABLE', 0.8],
    ] as const);
    let name = slotName(r, classify);
    for (let tries = 0; taken.has(name.toLowerCase()) && tries < 6; tries++) name = slotName(r, classify);
    if (taken.has(name.toLowerCase())) name = `${name} ${['II', 'III', 'IV', 'Returns', 'Remastered'][i % 5]}`;
    if (taken.has(name.toLowerCase())) name = `${name} ${i}`;
    taken.add(name.toLowerCase());
    const isHot = r.next() < 0.03;
    const isNew = r.next() < (vendor.isNew ? 0.25 : 0.035);
    out.push({
      vendorCode: vendor.code,
      gameType: 'RNG',
      externalId: `${vendor.code.toLowerCase()}-${1001 + i}`,
      name,
      gameClassify: classify,
      minBetMinor: r.weighted(minBets),
      lines: r.weighted(linesByClassify[classify] ?? [[20, 1]]),
      isHot,
      isNew,
      // a few games are under maintenance at any time
      maintenance: r.next() < 0.003,
      popularity: Math.floor((isHot ? 60_000 : 0) + r.next() ** 3 * 50_000),
      rtpBp: r.int(9400, 9750),
      releasedAt: new Date(now - (isNew ? r.int(1, 30) : r.int(60, 2000)) * 86_400_000),
    });
  }
  return out;
}

const liveTables: ReadonlyArray<readonly [string, string]> = [
  ['Baccarat A', 'BACCARAT'], ['Baccarat B', 'BACCARAT'], ['Baccarat C', 'BACCARAT'], ['Speed Baccarat 1', 'BACCARAT'],
  ['Speed Baccarat 2', 'BACCARAT'], ['No Commission Baccarat', 'BACCARAT'], ['Squeeze Baccarat', 'BACCARAT'],
  ['Lightning Roulette', 'ROULETTE'], ['Auto Roulette', 'ROULETTE'], ['Immersive Roulette', 'ROULETTE'],
  ['Blackjack Classic 1', 'BLACKJACK'], ['Blackjack VIP', 'BLACKJACK'], ['Infinite Blackjack', 'BLACKJACK'],
  ['Super Sic Bo', 'SICBO'], ['Dragon Tiger', 'DRAGON_TIGER'], ['Fan Tan', 'GAME_SHOW'], ['Crazy Wheel', 'GAME_SHOW'], ['Mega Ball', 'GAME_SHOW'],
];
const fishGames = ['Ocean King', 'Fishing War', 'Dragon Fishing', 'Royal Fishing', 'Bombing Fishing', 'Jackpot Fishing', 'Mega Fishing', 'Happy Fishing', 'Boom Legend', 'Dinosaur Tycoon', 'Fishing Disco', 'Lucky Fishing'];
const pvpGames: ReadonlyArray<readonly [string, string]> = [
  ['Texas Hold\'em', 'POKER'], ['Teen Patti', 'CARD'], ['Tongits', 'CARD'], ['Pusoy', 'CARD'], ['Niu Niu', 'CARD'],
  ['Blackjack Duel', 'CARD'], ['Mahjong Ways', 'MAHJONG'], ['Rummy', 'CARD'], ['Omaha', 'POKER'], ['Sabong Cards', 'CARD'],
];
const sportsGames: ReadonlyArray<readonly [string, string]> = [
  ['Sportsbook', 'SPORTSBOOK'], ['Virtual Football', 'VIRTUAL'], ['Virtual Basketball', 'VIRTUAL'],
];
const esportsGames: ReadonlyArray<readonly [string, string]> = [['Esports', 'ESPORTS'], ['Esports Live', 'ESPORTS']];
/**
 * Lottery entries: one per game the lottery engine has (lottery/catalogue.ts), with its code and default play type,
 * so every catalogue entry opens a working /lottery or /vnlottery page and every engine game can be launched.
 * The entries the catalogue first shipped with (five TCG_SEA, four TCG_LOTTO_VN) are still drawn from the generator
 * and dropped, so every later vendor's generated games keep their names on a fresh install.
 */
const LEGACY_LOTTERY_ENTRIES: Record<string, number> = { TCG_SEA: 5, TCG_LOTTO_VN: 4 };
/** The most played first: the 1-minute 5D, the regional daily draws and the VIP game; provinces after them. */
const LOTTERY_POPULARITY: Record<string, number> = { SSC5D: 95_000, VNMB: 90_000, VNHCMVIP: 85_000, VNMN: 80_000, VNMT: 75_000, SSC5D3: 70_000, SSC5D5: 65_000 };
const HOT_LOTTERY = new Set(['SSC5D', 'VNMB', 'VNHCMVIP']);

/**
 * The external lottery window (spec section 2, game launching: "One special lottery account type opens a separate
 * external lottery window"): for each lottery vendor that has one, a catalogue entry without a game code whose
 * accountTypeName names the account type. The web client opens any game with an accountTypeName in a window of its
 * own; launching this entry answers the vendor's lottery lobby (what lotteryLaunch gives for lottoView lobby).
 * Our value: LOTTO_VN, the Vietnamese lottery's account type, on TCG_LOTTO_VN's "Vietnam Lottery Lobby".
 */
export const LOTTERY_WINDOW_ENTRIES: Readonly<Record<string, { accountTypeName: string; name: string }>> = {
  TCG_LOTTO_VN: { accountTypeName: 'LOTTO_VN', name: 'Vietnam Lottery Lobby' },
};
/** What syncLotteryCatalogue matches entries by: the engine game's code, or the window entry's account type. */
const lotteryEntryKey = (e: { gameCode?: string | null; accountTypeName?: string | null }) =>
  e.gameCode ? `game:${e.gameCode}` : e.accountTypeName ? `window:${e.accountTypeName}` : null;

export function lotteryCatalogueEntries(vendorCode: string, now: number): GameSeed[] {
  const special = LOTTERY_WINDOW_ENTRIES[vendorCode];
  const lobby: GameSeed[] = special
    ? [
        {
          vendorCode,
          gameType: 'ELOTT',
          externalId: `${vendorCode.toLowerCase()}-lobby`,
          name: special.name,
          gameClassify: 'LOTTERY',
          minBetMinor: 100,
          lines: 0,
          // first in the popular lottery list and among the hot games, where players find it
          isHot: true,
          isNew: false,
          popularity: 100_000,
          releasedAt: new Date(now - 365 * 86_400_000),
          gameCode: null,
          defaultPlayType: null,
          accountTypeName: special.accountTypeName,
        },
      ]
    : [];
  return lobby.concat(lotteryGameEntries(vendorCode, now));
}

function lotteryGameEntries(vendorCode: string, now: number): GameSeed[] {
  return lotteryGameDefs
    .filter((g) => g.vendor === vendorCode)
    .map((g) => ({
      vendorCode,
      gameType: 'ELOTT',
      externalId: `${vendorCode.toLowerCase()}-${g.code.toLowerCase()}`,
      name: g.name,
      gameClassify: 'LOTTERY',
      minBetMinor: 100,
      lines: 0,
      isHot: HOT_LOTTERY.has(g.code),
      isNew: false,
      popularity: LOTTERY_POPULARITY[g.code] ?? 40_000 - g.sort * 100,
      releasedAt: new Date(now - 365 * 86_400_000),
      gameCode: g.code,
      defaultPlayType: g.defaultPlayType,
    }));
}

function fixedGames(r: Rand, vendor: VendorSeed, now: number): GameSeed[] {
  const make = (i: number, name: string, classify: string, extra: Partial<GameSeed> = {}): GameSeed => ({
    vendorCode: vendor.code,
    gameType: vendor.gameType,
    externalId: `${vendor.code.toLowerCase()}-${101 + i}`,
    name,
    gameClassify: classify,
    minBetMinor: r.weighted(minBets.slice(3)),
    lines: 0,
    isHot: r.next() < 0.2,
    isNew: vendor.isNew ?? false,
    popularity: Math.floor((vendor.isHot ? 40_000 : 0) + r.next() ** 2 * 60_000),
    releasedAt: new Date(now - r.int(30, 900) * 86_400_000),
    ...extra,
  });
  switch (vendor.gameType) {
    case 'LIVE': {
      const tables = liveTables.filter(() => r.next() < 0.8).map(([name, classify], i) => make(i, name, classify, { listed: false }));
      // the vendor tile in the /live grid: opens the popup list of the vendor's tables
      tables.push(make(99, vendor.name, 'LIVE', { isGame: 'VASSALAGE', externalId: `${vendor.code.toLowerCase()}-lobby`, isHot: vendor.isHot ?? false }));
      return tables;
    }
    case 'FISH':
      return fishGames.filter(() => r.next() < 0.75).map((name, i) => make(i, name, 'FISH', { rtpBp: r.int(9500, 9800) }));
    case 'PVP':
      return pvpGames.filter(() => r.next() < 0.7).map(([name, classify], i) => make(i, name, classify));
    case 'SPORTS':
      return ((ESPORTS_VENDOR_CODES as readonly string[]).includes(vendor.code) ? esportsGames : sportsGames).map(([name, classify], i) => {
        // the vendor's main book carries its name ("SABA Sports", "TF Gaming Esports")
        const main = name === 'Sportsbook' || name === 'Esports';
        const branded = /sports$/i.test(vendor.name) ? vendor.name : `${vendor.name} ${name}`;
        return make(i, main ? branded : name, classify);
      });
    case 'ELOTT':
      for (let i = 0; i < (LEGACY_LOTTERY_ENTRIES[vendor.code] ?? 0); i++) make(i, '', 'LOTTERY');
      return lotteryCatalogueEntries(vendor.code, now);
    case 'INHOUSE':
      return inhouseCatalogue.map((g) =>
        make(0, g.name, 'ORIGINALS', { externalId: g.externalId, lines: g.lines, minBetMinor: g.minBetMinor, rtpBp: g.rtpBp, isHot: true, popularity: 90_000 }),
      );
    default:
      return [];
  }
}

/** Slot-vendor tiles for the home page's hot list: clicking one opens /rng on that vendor's tab. */
function slotVendorTile(vendor: VendorSeed, now: number): GameSeed {
  return {
    vendorCode: vendor.code,
    gameType: 'RNG',
    externalId: `${vendor.code.toLowerCase()}-lobby`,
    name: vendor.name,
    gameClassify: vendor.gameClassify,
    minBetMinor: 1,
    isGame: 'VASSALAGE',
    listed: false,
    isHot: true,
    // first in the hot list, where the home page shows vendor tiles
    popularity: 200_000,
    releasedAt: new Date(now - 365 * 86_400_000),
  };
}

const winnerNames = ['jay', 'mika', 'lance', 'bea', 'paolo', 'kris', 'joy', 'mark', 'ella', 'nico', 'rey', 'ana', 'jun', 'liza', 'carlo', 'trish', 'benz', 'dani', 'migs', 'kat'];

const chunk = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Providers the server itself runs: a real deployment lists their games from its first start. */
const inHouseProviders: ReadonlySet<Provider> = new Set(['lottery', 'inhouse']);

/**
 * Idempotent: inserts the vendors that are missing and, on an empty games table, the whole catalogue. A real
 * deployment (sandbox: false) gets the vendors the server runs itself (the lottery engine and the in-house Originals);
 * demo mode adds the sandbox vendor's ~10,000 games, its PVP rooms' invented player counts and 60 invented wins for the
 * winners board. Multi-row inserts in chunks keep the 10,000 games to a few statements.
 */
export async function seedCatalogue(db: Db, options: { sandbox: boolean }, now = Date.now()) {
  const vendorSeeds = catalogueVendors.filter((v) => options.sandbox || inHouseProviders.has(v.provider));
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(games);
    if (existing?.n) {
      const lotteryChanged = await syncLotteryCatalogue(tx, now);
      // a catalogue seeded before the rank columns existed gets them now
      const [unranked] = await tx.select({ n: sql<number>`count(*)::int` }).from(games).where(sql`${games.listed} and ${games.categoryRank} is null`);
      if (lotteryChanged || unranked?.n) await rankCatalogue(tx);
      return;
    }
    await tx
      .insert(gameVendors)
      .values(vendorSeeds.map((v) => ({ code: v.code, name: v.name, gameType: v.gameType, gameClassify: v.gameClassify, isHot: v.isHot ?? false, sort: catalogueVendors.indexOf(v) })))
      .onConflictDoNothing();
    const vendorRows = await tx.select({ id: gameVendors.id, code: gameVendors.code, gameType: gameVendors.gameType }).from(gameVendors);
    const vendorId = new Map(vendorRows.map((v) => [`${v.code}:${v.gameType}`, v.id]));
    const seeds = vendorSeeds.filter((v) => vendorId.has(`${v.code}:${v.gameType}`));
    await tx
      .insert(gameVendorSettings)
      .values(seeds.map((v) => ({ vendorId: vendorId.get(`${v.code}:${v.gameType}`)!, provider: v.provider, isNew: v.isNew ?? false })))
      .onConflictDoNothing();

    const r = prng(20_260_501);
    const all: Array<GameSeed & { vendorId: number }> = [];
    for (const vendor of seeds) {
      const id = vendorId.get(`${vendor.code}:${vendor.gameType}`)!;
      const list = vendor.gameType === 'RNG' ? slotGames(r, vendor, now) : fixedGames(r, vendor, now);
      if (vendor.gameType === 'RNG' && vendor.isHot) list.push(slotVendorTile(vendor, now));
      for (const game of list) all.push({ ...game, vendorId: id });
    }
    // lobby order: hot first, then the most popular; ties by vendor order as generated
    const order = all
      .map((g, i) => ({ i, hot: g.isHot ? 1 : 0, popularity: g.popularity ?? 0 }))
      .sort((a, b) => b.hot - a.hot || b.popularity - a.popularity || a.i - b.i);
    // ranks numbered here rather than by an UPDATE afterwards, which would leave 20,000 dead rows behind
    const categoryCount = new Map<string, number>();
    const vendorCount = new Map<string, number>();
    const ranked = new Map<number, { sort: number; categoryRank: number | null; vendorRank: number | null }>();
    order.forEach((o, rank) => {
      const g = all[o.i]!;
      const next = (counter: Map<string, number>, key: string) => {
        const n = (counter.get(key) ?? 0) + 1;
        counter.set(key, n);
        return n;
      };
      ranked.set(o.i, {
        sort: rank + 1,
        categoryRank: g.listed === false ? null : next(categoryCount, g.gameType),
        vendorRank: g.isGame === 'VASSALAGE' ? null : next(vendorCount, g.vendorCode),
      });
    });
    const rows = all.map((g, i) => ({ ...g, nameKey: g.name.toLowerCase(), ...ranked.get(i)! }));
    for (const part of chunk(rows, 1000)) await tx.insert(games).values(part);
    if (options.sandbox) await seedSandboxLiveFigures(tx, r, now);
    // fresh statistics, or the planner guesses a 10,000-row table is tiny and picks poor plans
    await tx.execute(sql`analyze games`);
  });
}

/** Demo only: the sandbox PVP games' rooms with invented player counts, and invented wins for the winners board. */
async function seedSandboxLiveFigures(tx: Db, r: ReturnType<typeof prng>, now: number) {
  const pvp = await tx
    .select({ id: games.id, vendorCode: games.vendorCode, minBetMinor: games.minBetMinor })
    .from(games)
    .where(sql`${games.gameType} = 'PVP'`);
  const rooms = pvp.flatMap((g) =>
    ['Beginner', 'Novice', 'Intermediate', 'Expert', 'VIP'].slice(0, r.int(3, 5)).map((level, k) => {
      const minBetMinor = g.minBetMinor * 10 ** k;
      const seats = r.pick([4, 6, 9]);
      return {
        gameId: g.id,
        vendorCode: g.vendorCode,
        name: `${level} ${k + 1}`,
        minBetMinor,
        maxBetMinor: minBetMinor * 100,
        seats,
        basePlayers: r.int(0, seats),
        sort: k,
      };
    }),
  );
  for (const part of chunk(rooms, 500)) await tx.insert(pvpRooms).values(part);

  const hot = await tx
    .select({ id: games.id, minBetMinor: games.minBetMinor })
    .from(games)
    .where(sql`${games.isHot} and ${games.isGame} = 'GAME' and ${games.gameType} in ('RNG', 'FISH', 'INHOUSE', 'LIVE')`);
  const wins = Array.from({ length: 60 }, (_, i) => {
    const game = r.pick(hot);
    const multiplier = r.pick([12, 25, 40, 88, 150, 320, 500, 1000]) + r.int(0, 99) / 100;
    const stake = r.pick([100, 200, 500, 1000, 2000, 5000]);
    const name = `${r.pick(winnerNames)}${r.int(10, 99)}${r.pick(['x', 'ph', 'z', 'q', 'mm'])}`;
    return {
      brandId: null,
      gameId: game.id,
      player: maskUsername(name),
      prizeMinor: Math.round(stake * multiplier),
      multiplierBp: Math.round(multiplier * 10_000),
      wonAt: new Date(now - (i * 23 + r.int(0, 20)) * 60_000),
    };
  });
  await tx.insert(gameWins).values(wins);
}

/**
 * Brings an existing catalogue's lottery entries in line with the lottery engine's games (installs seeded before the
 * engine) and the external-window entries (LOTTERY_WINDOW_ENTRIES, matched by account type): entries for games the
 * engine lacks are removed, missing ones are added after the catalogue's last entry, and names and default play types
 * follow the engine. Returns whether anything changed.
 */
export async function syncLotteryCatalogue(db: Db, now = Date.now()): Promise<boolean> {
  const vendors = await db
    .select({ id: gameVendors.id, code: gameVendors.code })
    .from(gameVendors)
    .innerJoin(gameVendorSettings, eq(gameVendorSettings.vendorId, gameVendors.id))
    .where(eq(gameVendorSettings.provider, 'lottery'));
  let changed = false;
  for (const vendor of vendors) {
    const wanted = new Map(lotteryCatalogueEntries(vendor.code, now).map((e) => [lotteryEntryKey(e)!, e]));
    const rows = await db
      .select({ id: games.id, gameCode: games.gameCode, accountTypeName: games.accountTypeName, name: games.name, defaultPlayType: games.defaultPlayType })
      .from(games)
      .where(and(eq(games.vendorId, vendor.id), eq(games.isGame, 'GAME')));
    const keyOf = new Map(rows.map((r) => [r.id, lotteryEntryKey(r)]));
    const stale = rows.filter((r) => !wanted.has(keyOf.get(r.id) ?? '')).map((r) => r.id);
    if (stale.length) {
      await db.delete(games).where(inArray(games.id, stale));
      changed = true;
    }
    for (const row of rows) {
      const key = keyOf.get(row.id);
      const entry = key ? wanted.get(key) : undefined;
      if (!entry) continue;
      wanted.delete(key!);
      if (row.name !== entry.name || row.defaultPlayType !== entry.defaultPlayType) {
        await db.update(games).set({ name: entry.name, nameKey: entry.name.toLowerCase(), defaultPlayType: entry.defaultPlayType ?? null }).where(eq(games.id, row.id));
        changed = true;
      }
    }
    if (wanted.size) {
      const [last] = await db.select({ sort: sql<number>`coalesce(max(${games.sort}), 0)::int` }).from(games);
      const base = last?.sort ?? 0;
      await db.insert(games).values([...wanted.values()].map((e, i) => ({ ...e, vendorId: vendor.id, nameKey: e.name.toLowerCase(), sort: base + i + 1 })));
      changed = true;
    }
  }
  return changed;
}

/**
 * Numbers the lobby order: category_rank over the listed entries of each stored category, vendor_rank over each
 * vendor's games. Run after any change to the catalogue's order, listing or membership.
 */
export async function rankCatalogue(db: Db) {
  await db.execute(sql`update games set category_rank = null, vendor_rank = null`);
  await db.execute(sql`
    update games set category_rank = ranked.n
    from (select id, row_number() over (partition by game_type order by sort, id) as n from games where listed) as ranked
    where games.id = ranked.id`);
  await db.execute(sql`
    update games set vendor_rank = ranked.n
    from (select id, row_number() over (partition by vendor_code order by sort, id) as n from games where is_game = 'GAME') as ranked
    where games.id = ranked.id`);
  await db.execute(sql`analyze games`);
}
