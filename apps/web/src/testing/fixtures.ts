import type { GameMenus } from '@app/contract/system';
import type { SiteConfig } from '@/config/brand';

const theme = {
  primary: '#1fbf7a',
  onPrimary: '#04140d',
  accent: '#f2c14e',
  background: '#0b1410',
  surface: '#122019',
  surfaceRaised: '#1a2d23',
  text: '#e8f3ed',
  textMuted: '#93a89c',
  border: '#24392e',
};
const field = { enabled: true, required: false, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 20 };

/** A brand like the demo one (two languages, ₱, every resource), to be varied per test. */
export function siteFixture(overrides: Partial<Omit<SiteConfig, 'brand'>> & { brand?: Partial<SiteConfig['brand']> } = {}): SiteConfig {
  const { brand, ...rest } = overrides;
  return {
    brand: {
      id: 'demo',
      name: 'Lucky Nine',
      merchantCode: 'LUCKY9',
      logo: '/media/logo/demo.svg',
      currencySymbol: '₱',
      currency: 'PHP',
      currencyDigits: 2,
      timeZone: 'Asia/Manila',
      // Manila keeps UTC+8 all year
      zoneOffset: { minutes: 480, from: null, until: null },
      defaultCountry: 'PH',
      defaultLanguage: 'TY',
      languages: ['TY', 'EN'],
      themes: { light: theme, dark: theme },
      loginedToHomePage: false,
      footer: {
        about: { EN: 'About Lucky Nine', TY: 'Tungkol sa Lucky Nine' },
        responsibility: { EN: 'Play responsibly', TY: 'Maglaro nang responsable' },
        company: 'Lucky Nine Entertainment Ltd.',
        licence: { EN: 'Demo licence 0009', TY: 'Demo na lisensya 0009' },
        paymentMethods: ['GCash'],
        gameProviders: ['JILI'],
      },
      ...brand,
    },
    whitelabel: {
      COMM3: true,
      MOBILEVERCODELOGIN3: true,
      DIRECTREG3: true,
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      CHNGPASSVERIF3: true,
      CBS3: false,
      DIVIDEND3: true,
      DAILYSAL3: true,
      HOURSAL3: true,
      RTSAL3: true,
    },
    register: {
      usernameRegistration: true,
      mobileRegistration: true,
      smsVerification: true,
      humanVerification: true,
      freePlay: true,
      passwordExpiryDays: 90,
      fields: { username: field },
    } as SiteConfig['register'],
    resources: [
      { resourceType: 'TELEGRAM', url: 'https://t.me/lucky9', qrCodeUrl: '', labelNameEn: 'Telegram' },
      { resourceType: 'FACEBOOK', url: 'https://facebook.com/lucky9', qrCodeUrl: '', labelNameEn: 'Facebook' },
      { resourceType: 'Android', url: '/down?platform=android', qrCodeUrl: '/down?platform=android', labelNameEn: 'Android' },
      { resourceType: 'AFFILIATELINK', url: '/helpmc?topic=affiliate', qrCodeUrl: '', labelNameEn: 'Affiliates' },
    ],
    customerService: [{ csType: 'LIVECHAT', path: '/helpmc?topic=chat' }],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '127.0.0.1', country: 'ZZ' },
    ...rest,
  };
}

const card = (vassalage: string, name: string, isHot = false) => ({ vassalage, name, isHot, gameClassify: '' });

/** Game menus as the server answers them: categories in its order, one without vendors. */
export const gameMenusFixture: GameMenus = [
  { gameType: 'ELOTT', title: 'in_category_elott', cards: [card('TCG_SEA', 'TCG SEA Lottery', true), card('TCG_LOTTO_VN', 'TCG Vietnam Lotto')] },
  { gameType: 'LIVE', title: 'in_category_live', cards: [card('EVO', 'Evolution', true), card('SEXY', 'Sexy Baccarat')] },
  { gameType: 'SPORTS', title: 'in_category_sports', cards: [] },
  { gameType: 'RNG', title: 'in_category_rng', cards: [card('PG', 'PG Soft', true)] },
  { gameType: 'FISH', title: 'in_category_fish', cards: [card('JDBF', 'JDB Fishing')] },
];
