import type { BrandConfig } from '@app/contract/brand';
import type { Db } from '../db/client';
import { announcements, helpArticles } from '../db/schema';

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
      contentEn: 'Glad you are here. The offers for new players are below: each shows exactly what it pays.',
      contentTy: 'Masaya kaming narito ka. Nasa ibaba ang mga alok para sa bagong manlalaro: bawat isa ay nagpapakita kung magkano ang ibinibigay.',
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
      titleEn: 'Rebate on every bet',
      titleTy: 'Rebate sa bawat taya',
      contentEn: 'Claim your rebate on valid turnover any time under Manual rebate in the member centre.',
      contentTy: 'I-claim ang rebate sa valid turnover kahit kailan sa Manual rebate ng member centre.',
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

/** Idempotent: seeds demo content for each brand that has none (vendors and games: seed/catalogue.ts). */
export async function seedContent(db: Db, brands: BrandConfig[]) {
  await db.transaction(async (tx) => {
    const seeded = await tx.selectDistinct({ brandId: announcements.brandId }).from(announcements);
    const done = new Set(seeded.map((r) => r.brandId));
    for (const brand of brands.filter((b) => !done.has(b.id))) {
      await tx.insert(announcements).values(announcementsFor(brand));
      await tx.insert(helpArticles).values(help.map((h, sort) => ({ ...h, sort, brandId: brand.id })));
    }
  });
}
