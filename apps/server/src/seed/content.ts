import type { BrandConfig } from '@app/contract/brand';
import type { Db } from '../db/client';
import { announcements, helpArticles } from '../db/schema';
import { inBrandLanguages, type SeedText } from './brand-texts';
import { helpArticleSeeds } from './help-articles';

/** The demo announcements of a brand, in its languages. */
function announcementsFor(brand: BrandConfig) {
  const now = Date.now();
  const items: Array<{ type: string; popup: boolean; title: SeedText; content: SeedText }> = [
    {
      type: 'PU',
      popup: true,
      title: { EN: `Welcome to ${brand.name}`, TY: `Maligayang pagdating sa ${brand.name}`, vi: `Chào mừng bạn đến với ${brand.name}` },
      content: {
        EN: 'Glad you are here. The offers for new players are below: each shows exactly what it pays.',
        TY: 'Masaya kaming narito ka. Nasa ibaba ang mga alok para sa bagong manlalaro: bawat isa ay nagpapakita kung magkano ang ibinibigay.',
        vi: 'Rất vui được đón bạn. Các ưu đãi dành cho người chơi mới có ở bên dưới: mỗi ưu đãi đều ghi rõ bạn sẽ nhận được bao nhiêu.',
      },
    },
    {
      type: 'B',
      popup: false,
      title: { EN: 'Scheduled system upgrade', TY: 'Nakatakdang pag-upgrade ng sistema', vi: 'Nâng cấp hệ thống theo lịch' },
      content: {
        EN: 'Some games may be briefly unavailable on Sunday between 02:00 and 03:00.',
        TY: 'Maaaring hindi magamit sandali ang ilang laro sa Linggo mula 02:00 hanggang 03:00.',
        vi: 'Một số trò chơi có thể tạm gián đoạn trong thời gian ngắn vào Chủ nhật, từ 02:00 đến 03:00.',
      },
    },
    {
      type: 'PR',
      popup: false,
      title: { EN: 'Rebate on every bet', TY: 'Rebate sa bawat taya', vi: 'Hoàn trả trên mọi cược' },
      content: {
        EN: 'Claim your rebate on valid turnover any time under Manual rebate in the member centre.',
        TY: 'I-claim ang rebate sa valid turnover kahit kailan sa Manual rebate ng member centre.',
        vi: 'Nhận hoàn trả trên doanh thu cược hợp lệ bất cứ lúc nào tại mục Hoàn trả thủ công trong trung tâm hội viên.',
      },
    },
  ];
  for (let i = 1; i <= 9; i++)
    items.push({
      type: 'PL',
      popup: false,
      title: { EN: `Lottery results notice #${i}`, TY: `Abiso ng resulta ng lotto #${i}`, vi: `Thông báo kết quả xổ số #${i}` },
      content: {
        EN: `Draw ${1000 + i} results are published in the lottery lobby.`,
        TY: `Ang resulta ng draw ${1000 + i} ay nasa lottery lobby na.`,
        vi: `Kết quả kỳ quay ${1000 + i} đã được công bố tại sảnh xổ số.`,
      },
    });
  return items.map((item, index) => ({
    ...item,
    title: inBrandLanguages(brand, item.title),
    content: inBrandLanguages(brand, item.content),
    brandId: brand.id,
    publishedAt: new Date(now - index * 3_600_000),
  }));
}

/** Demo only, idempotent: demo announcements for each brand that has none (vendors and games: seed/catalogue.ts). */
export async function seedContent(db: Db, brands: BrandConfig[]) {
  await db.transaction(async (tx) => {
    const seeded = await tx.selectDistinct({ brandId: announcements.brandId }).from(announcements);
    const done = new Set(seeded.map((r) => r.brandId));
    for (const brand of brands.filter((b) => !done.has(b.id))) await tx.insert(announcements).values(announcementsFor(brand));
  });
}

/**
 * Provisioning, idempotent, at every start: adds each brand's help articles it lacks, by key, in the brand's languages
 * (the product's own help text, which a real deployment needs as much as the demo). An article the operator changed or
 * removed (a row with removed_at) keeps its row, so a new release adds its new articles and nothing else.
 */
export async function seedHelpArticles(db: Db, brands: BrandConfig[]) {
  const rows = brands.flatMap((brand) =>
    helpArticleSeeds.map((a, sort) => ({ ...a, title: inBrandLanguages(brand, a.title), content: inBrandLanguages(brand, a.content), sort: sort * 10, brandId: brand.id })),
  );
  if (rows.length) await db.insert(helpArticles).values(rows).onConflictDoNothing({ target: [helpArticles.brandId, helpArticles.key] });
}
