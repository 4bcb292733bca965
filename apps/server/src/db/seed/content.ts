import type { BrandConfig } from '@app/contract/brand';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { announcements, gameVendors, helpArticles } from '../schema';

/** Vendors shared by every brand until the games issue brings the full catalogue. */
const vendors: Array<{ code: string; name: string; gameType: string; gameClassify?: string; isHot?: boolean }> = [
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', gameType: 'ELOTT', isHot: true },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lotto', gameType: 'ELOTT' },
  { code: 'EVO', name: 'Evolution', gameType: 'LIVE', isHot: true },
  { code: 'SEXY', name: 'Sexy Baccarat', gameType: 'LIVE' },
  { code: 'DG', name: 'Dream Gaming', gameType: 'LIVE' },
  { code: 'SABA', name: 'SABA Sports', gameType: 'SPORTS', isHot: true },
  { code: 'CMD', name: 'CMD368', gameType: 'SPORTS' },
  { code: 'IMES', name: 'IM Esports', gameType: 'SPORTS' },
  { code: 'TF', name: 'TF Gaming', gameType: 'SPORTS' },
  { code: 'AV', name: 'AV Esports', gameType: 'SPORTS' },
  { code: 'JDBF', name: 'JDB Fishing', gameType: 'FISH', isHot: true },
  { code: 'JILIF', name: 'JILI Fishing', gameType: 'FISH' },
  { code: 'PG', name: 'PG Soft', gameType: 'RNG', gameClassify: 'VIDEO', isHot: true },
  { code: 'JILI', name: 'JILI', gameType: 'RNG', gameClassify: 'VIDEO', isHot: true },
  { code: 'PP', name: 'Pragmatic Play', gameType: 'RNG', gameClassify: 'VIDEO' },
  { code: 'JDB', name: 'JDB', gameType: 'RNG', gameClassify: 'CLASSIC' },
  { code: 'KM', name: 'Kingmaker', gameType: 'PVP', isHot: true },
  { code: 'V8', name: 'V8 Poker', gameType: 'PVP' },
  { code: 'INH', name: 'House Originals', gameType: 'INHOUSE', isHot: true },
];

const help = [
  {
    category: 'account',
    titleEn: 'How do I create an account?',
    titleTy: 'Paano ako gagawa ng account?',
    contentEn:
      '<p>Press <strong>Register</strong>, choose a username or your mobile number, set a password and accept the terms.</p>',
    contentTy:
      '<p>Pindutin ang <strong>Magrehistro</strong>, pumili ng username o mobile number, maglagay ng password at tanggapin ang mga tuntunin.</p>',
  },
  {
    category: 'deposit',
    titleEn: 'How long does a deposit take?',
    titleTy: 'Gaano katagal ang deposito?',
    contentEn: '<p>E-wallet and crypto deposits arrive within minutes; bank transfers within 30 minutes.</p>',
    contentTy: '<p>Ang e-wallet at crypto ay darating sa loob ng ilang minuto; ang bank transfer sa loob ng 30 minuto.</p>',
  },
  {
    category: 'withdrawal',
    titleEn: 'Why is my withdrawal pending?',
    titleTy: 'Bakit nakabinbin ang aking withdrawal?',
    contentEn: '<p>Withdrawals are reviewed for your security. <em>Confirm receipt</em> once the money arrives.</p>',
    contentTy: '<p>Sinusuri ang mga withdrawal para sa iyong seguridad. <em>Kumpirmahin ang pagtanggap</em> kapag dumating na.</p>',
  },
  {
    category: 'responsible',
    titleEn: 'Playing responsibly',
    titleTy: 'Responsableng paglalaro',
    contentEn: '<p>Set limits, take breaks and never chase losses. Players must be 18 or older.</p>',
    contentTy: '<p>Magtakda ng limitasyon, magpahinga at huwag habulin ang talo. Dapat 18 taong gulang pataas.</p>',
  },
];

function announcementsFor(brand: BrandConfig) {
  const now = Date.now();
  const items = [
    {
      type: 'PU',
      popup: true,
      titleEn: `Welcome to ${brand.name}`,
      titleTy: `Maligayang pagdating sa ${brand.name}`,
      contentEn: 'New members receive a welcome bonus after their first deposit.',
      contentTy: 'Ang mga bagong miyembro ay makakatanggap ng welcome bonus pagkatapos ng unang deposito.',
    },
    {
      type: 'B',
      popup: false,
      titleEn: 'Scheduled system upgrade',
      titleTy: 'Nakatakdang pag-upgrade ng sistema',
      contentEn: 'Some games may be briefly unavailable on Sunday between 02:00 and 03:00.',
      contentTy: 'Maaaring hindi magamit sandali ang ilang laro sa Linggo mula 02:00 hanggang 03:00.',
    },
    {
      type: 'PR',
      popup: false,
      titleEn: 'Weekend rebate up to 1.2%',
      titleTy: 'Weekend rebate hanggang 1.2%',
      contentEn: 'Play slots over the weekend and collect rebate every Monday.',
      contentTy: 'Maglaro ng slots sa weekend at kunin ang rebate tuwing Lunes.',
    },
  ];
  for (let i = 1; i <= 9; i++)
    items.push({
      type: 'PL',
      popup: false,
      titleEn: `Lottery results notice #${i}`,
      titleTy: `Abiso ng resulta ng lotto #${i}`,
      contentEn: `Draw ${1000 + i} results are published in the lottery lobby.`,
      contentTy: `Ang resulta ng draw ${1000 + i} ay nasa lottery lobby na.`,
    });
  return items.map((item, index) => ({
    ...item,
    brandId: brand.id,
    publishedAt: new Date(now - index * 3_600_000),
  }));
}

/** Idempotent: seeds the shared vendors into an empty table and demo content for each brand that has none. */
export async function seedContent(db: Db, brands: BrandConfig[]) {
  await db.transaction(async (tx) => {
    const [vendorCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(gameVendors);
    if (!vendorCount?.n) await tx.insert(gameVendors).values(vendors.map((v, sort) => ({ ...v, sort })));
    const seeded = await tx.selectDistinct({ brandId: announcements.brandId }).from(announcements);
    const done = new Set(seeded.map((r) => r.brandId));
    for (const brand of brands.filter((b) => !done.has(b.id))) {
      await tx.insert(announcements).values(announcementsFor(brand));
      await tx.insert(helpArticles).values(help.map((h, sort) => ({ ...h, sort, brandId: brand.id })));
    }
  });
}
