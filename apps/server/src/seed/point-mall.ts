/**
 * The points mall's demo data for every brand, in its languages and its currency: a catalogue of vouchers paying cash or a bonus on
 * approval, physical items that need a receiving address, a VIP-only item, one with a single unit and ones with a
 * per-member limit (operator data: inserted once per brand and code; an operator's restock is kept). With the demo
 * activity, player1 also starts with points, an invite code with two invited friends (one of them has deposited) and
 * an answered feedback, so the mall, invite friends and feedback pages show something right after `npm start`.
 * Idempotent: it runs at every start.
 */
import type { BrandConfig, Language } from '@app/contract/brand';
import type { LoyaltyReward } from '@app/contract/loyalty';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { depositChannels, depositOrders, feedback, members, pointRewards } from '../db/schema';
import { hashPassword } from '../modules/accounts/passwords';
import { postPoints } from '../modules/loyalty/points-ledger';
import { inviteCodeOf, linkReferral } from '../modules/loyalty/referrals';
import { DEFAULT_WAGERING_WEIGHTS } from '../modules/promotions/grants';
import { applyPaymentEvent } from '../modules/wallet/deposits';
import { newOrderNo } from '../modules/wallet/order-numbers';
import { inBrandLanguages, type SeedText } from './brand-texts';
import { demoMinor, demoMoneyText } from './demo-scale';

/** player1's points right after the first start: enough for a voucher and a T-shirt. */
export const DEMO_STARTING_POINTS = 12_000;

interface SeedReward {
  code: string;
  category: 'voucher' | 'gadget' | 'merch';
  name: SeedText | ((language: Language) => string);
  description: SeedText;
  unit: SeedText;
  pointsCost: number;
  minRank?: number;
  stock: number;
  perMemberLimit?: number;
  physical?: boolean;
  grant?: LoyaltyReward;
}

const voucherUnit = { EN: 'voucher', TY: 'voucher', vi: 'phiếu' };
const pieceUnit = { EN: 'piece', TY: 'piraso', vi: 'cái' };

/**
 * The demo catalogue; money is written in pesos and given in the brand's currency like the demo promotions
 * (demo-scale.ts), points costs are not (the brands earn points at rates scaled the other way).
 */
function catalogue(brand: BrandConfig): SeedReward[] {
  const m = (pesos: number) => demoMinor(pesos, brand);
  // a name with an amount, written as the reader's language writes money
  const money = (pesos: number, language: Language) => demoMoneyText(m(pesos), brand, language);
  return [
    {
      code: 'cash-voucher-50',
      category: 'voucher',
      name: (language) => ({ EN: `${money(50, language)} cash voucher`, TY: `${money(50, language)} cash voucher`, vi: `Phiếu tiền mặt ${money(50, language)}` })[language],
      description: { EN: 'Paid into your main balance once approved.', TY: 'Idadagdag sa iyong pangunahing balance kapag naaprubahan.', vi: 'Được cộng vào số dư chính của bạn sau khi được duyệt.' },
      unit: voucherUnit,
      pointsCost: 4_500,
      stock: 500,
      grant: { kind: 'cash', amountMinor: m(50) },
    },
    {
      code: 'bonus-voucher-200',
      category: 'voucher',
      name: (language) => ({ EN: `${money(200, language)} bonus voucher`, TY: `${money(200, language)} bonus voucher`, vi: `Phiếu tiền thưởng ${money(200, language)}` })[language],
      description: {
        EN: 'A bonus with 5x wagering, valid for 14 days once approved. Three per member.',
        TY: 'Bonus na may 5x wagering, may bisa nang 14 na araw kapag naaprubahan. Tatlo bawat miyembro.',
        vi: 'Tiền thưởng với yêu cầu cược 5 lần, có hiệu lực 14 ngày sau khi được duyệt. Tối đa ba phiếu cho mỗi hội viên.',
      },
      unit: voucherUnit,
      pointsCost: 9_000,
      stock: 200,
      perMemberLimit: 3,
      grant: { kind: 'bonus', amountMinor: m(200), terms: { wageringMultiple: 5, wageringBase: 'bonus', weights: DEFAULT_WAGERING_WEIGHTS, expiryDays: 14, maxBetMinor: m(200) } },
    },
    {
      code: 'vip-cash-voucher-500',
      category: 'voucher',
      name: (language) => ({ EN: `VIP ${money(500, language)} cash voucher`, TY: `VIP ${money(500, language)} cash voucher`, vi: `Phiếu tiền mặt VIP ${money(500, language)}` })[language],
      description: {
        EN: 'For VIP5 members and above. One per member.',
        TY: 'Para sa mga miyembrong VIP5 pataas. Isa bawat miyembro.',
        vi: 'Dành cho hội viên từ VIP5 trở lên. Mỗi hội viên một phiếu.',
      },
      unit: voucherUnit,
      pointsCost: 40_000,
      minRank: 5,
      stock: 50,
      perMemberLimit: 1,
      grant: { kind: 'cash', amountMinor: m(500) },
    },
    {
      code: 'smartphone',
      category: 'gadget',
      name: { EN: 'Smartphone 128 GB', TY: 'Smartphone 128 GB', vi: 'Điện thoại thông minh 128 GB' },
      description: {
        EN: 'A new 6.5-inch smartphone, delivered to your address.',
        TY: 'Bagong 6.5-pulgadang smartphone, ihahatid sa iyong address.',
        vi: 'Điện thoại thông minh mới màn hình 6,5 inch, giao tận địa chỉ của bạn.',
      },
      unit: pieceUnit,
      pointsCost: 250_000,
      stock: 5,
      physical: true,
    },
    {
      code: 'wireless-earbuds',
      category: 'gadget',
      name: { EN: 'Wireless earbuds', TY: 'Wireless na earbuds', vi: 'Tai nghe không dây' },
      description: { EN: 'Bluetooth earbuds with a charging case.', TY: 'Bluetooth na earbuds na may charging case.', vi: 'Tai nghe Bluetooth kèm hộp sạc.' },
      unit: pieceUnit,
      pointsCost: 60_000,
      stock: 20,
      physical: true,
    },
    {
      code: 'signed-jersey',
      category: 'merch',
      name: { EN: 'Signed team jersey (only one)', TY: 'Pinirmahang jersey ng koponan (iisa lang)', vi: 'Áo đấu có chữ ký của đội (chỉ có một chiếc)' },
      description: {
        EN: 'A single jersey signed by the team: first come, first served.',
        TY: 'Iisang jersey na pinirmahan ng koponan: unahan ito.',
        vi: 'Chiếc áo đấu duy nhất có chữ ký của cả đội: ai đổi trước được trước.',
      },
      unit: pieceUnit,
      pointsCost: 30_000,
      stock: 1,
      physical: true,
    },
    {
      code: 't-shirt',
      category: 'merch',
      name: { EN: `${brand.name} T-shirt`, TY: `T-shirt ng ${brand.name}`, vi: `Áo thun ${brand.name}` },
      description: {
        EN: 'Cotton T-shirt in the brand colours, one size. Two per member.',
        TY: 'Cotton na T-shirt sa kulay ng brand, iisang sukat. Dalawa bawat miyembro.',
        vi: 'Áo thun cotton mang màu sắc thương hiệu, một cỡ. Tối đa hai chiếc cho mỗi hội viên.',
      },
      unit: pieceUnit,
      pointsCost: 6_000,
      stock: 100,
      perMemberLimit: 2,
      physical: true,
    },
    {
      code: 'coffee-mug',
      category: 'merch',
      name: { EN: `${brand.name} coffee mug`, TY: `Tasa ng kape ng ${brand.name}`, vi: `Cốc cà phê ${brand.name}` },
      description: { EN: 'A ceramic mug for your lucky mornings.', TY: 'Seramikong tasa para sa iyong masuwerteng umaga.', vi: 'Cốc sứ cho những buổi sáng may mắn của bạn.' },
      unit: pieceUnit,
      pointsCost: 3_000,
      stock: 300,
      physical: true,
    },
  ];
}

async function seedCatalogue(db: Db, brand: BrandConfig) {
  for (const [sort, item] of catalogue(brand).entries()) {
    await db
      .insert(pointRewards)
      .values({
        brandId: brand.id,
        code: item.code,
        category: item.category,
        name: inBrandLanguages(brand, item.name),
        description: inBrandLanguages(brand, item.description),
        unit: inBrandLanguages(brand, item.unit),
        image: `/media/point-reward/${brand.id}/${item.code}.svg`,
        pointsCost: item.pointsCost,
        minRank: item.minRank ?? 0,
        stock: item.stock,
        perMemberLimit: item.perMemberLimit ?? null,
        physical: item.physical ?? false,
        grant: item.grant ?? null,
        sort,
      })
      .onConflictDoNothing();
  }
}

const memberId = async (db: Db, brandId: string, username: string) =>
  (await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brandId), eq(members.username, username))))[0]?.id;

/** A demo friend registered with the inviter's code; undefined when the brand has them already (nothing is redone). */
async function inviteDemoFriend(db: Db, brandId: string, username: string, code: string) {
  const [friend] = await db
    .insert(members)
    .values({ brandId, username, passwordHash: await hashPassword(randomBytes(18).toString('base64url')), type: 0, nickname: username, referralCode: code, registerMethod: 'SEED' })
    .onConflictDoNothing()
    .returning({ id: members.id });
  if (friend) await linkReferral(db, brandId, friend.id, code);
  return friend?.id;
}

/** A paid deposit below the qualifying total, through the real payment path: the friend's link moves to deposited. */
async function demoDeposit(db: Db, brand: BrandConfig, friendId: number, amountMinor: number) {
  // the order is the brand's: the payment's messages are worded in its currency
  const brands = { byId: (id: string) => (id === brand.id ? brand : undefined) };
  const [channel] = await db.select().from(depositChannels).where(eq(depositChannels.brandId, brand.id)).limit(1);
  if (!channel) return;
  const orderNo = newOrderNo('D');
  await db.insert(depositOrders).values({
    orderNo,
    brandId: brand.id,
    memberId: friendId,
    channelId: channel.id,
    amountMinor,
    provider: channel.provider,
    requestId: `seed-${orderNo}`,
    status: 'pending',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await applyPaymentEvent(db, { orderNo, status: 'PAID', amountMinor, providerRef: `seed-${orderNo}`, eventId: `seed-${orderNo}` }, { provider: channel.provider }, brands);
}

const demoFeedback = {
  content: {
    EN: 'Please add more fishing games with bigger jackpots, my friends and I love them.',
    TY: 'Pakidagdagan pa ng mga fishing game na may mas malaking jackpot, gustong-gusto namin ng mga kaibigan ko.',
    vi: 'Mong nhà cái thêm nhiều game bắn cá có hũ thưởng lớn hơn, mình và bạn bè rất thích.',
  },
  reply: {
    EN: 'Thank you! Two new fishing games arrive next month, with a shared jackpot.',
    TY: 'Salamat! May dalawang bagong fishing game sa susunod na buwan, may pinagsasaluhang jackpot.',
    vi: 'Cảm ơn bạn! Tháng sau sẽ có hai game bắn cá mới, cùng một hũ thưởng chung.',
  },
} satisfies Record<string, Record<Language, string>>;

async function seedDemoActivity(db: Db, brand: BrandConfig) {
  const player1 = await memberId(db, brand.id, 'player1');
  if (!player1) return;
  await postPoints(db, {
    brandId: brand.id,
    memberId: player1,
    kind: 'adjust',
    change: DEMO_STARTING_POINTS,
    meta: { title: inBrandLanguages(brand, { EN: 'Welcome points', TY: 'Panimulang puntos', vi: 'Điểm chào mừng' }) },
    idempotencyKey: 'seed:starting-points',
  });
  const code = await inviteCodeOf(db, brand.id, player1);
  await inviteDemoFriend(db, brand.id, 'invitee1', code);
  const depositor = await inviteDemoFriend(db, brand.id, 'invitee2', code);
  if (depositor) await demoDeposit(db, brand, depositor, demoMinor(100, brand));
  const language = brand.defaultLanguage;
  await db
    .insert(feedback)
    .values({
      brandId: brand.id,
      memberId: player1,
      category: 'suggestion',
      content: demoFeedback.content[language],
      requestId: 'seed-feedback-fishing',
      reply: demoFeedback.reply[language],
      repliedAt: new Date(),
    })
    .onConflictDoNothing();
}

export async function seedPointMall(db: Db, brands: BrandConfig[], options: { demoActivity: boolean }) {
  for (const brand of brands) {
    await seedCatalogue(db, brand);
    if (options.demoActivity) await seedDemoActivity(db, brand);
  }
}
