import { type BrandConfig, moneyFormatOf } from '@app/contract/brand';
import { and, count, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { formatMoney } from '@app/contract/money';
import { brandById } from '../lib/brands';
import { scaledAmountMinor } from '../lib/currency-scale';
import { postEntry } from '../modules/wallet/ledger/posting';
import { PAYMONGO_CURRENCY } from '../modules/wallet/payments/paymongo';
import { englishMessage } from '../modules/inbox/message-texts';
import { hashPassword } from '../modules/accounts/passwords';
import { claimPayeeName } from '../modules/accounts/shared-identity';
import type { Db } from '../db/client';
import { bankAccountHolders, bankCards, depositChannels, ledgerTransactions, memberMessages, members, paymentPasswords, walletSettings } from '../db/schema';
import { demoAccounts } from './accounts';

/**
 * Every brand starts with these rules (amounts in hundredths of a peso or dollar, provisioned at the size of the brand's
 * currency: settingsOf); an operator may change its row in wallet_settings.
 */
const defaultSettings = {
  withdrawMinMinor: 100_00,
  withdrawMaxMinor: 50_000_00,
  withdrawDailyCount: 5,
  turnoverPercent: 100,
  autoReceiveMinutes: 60,
  maxBankCards: 3,
  depositExpiryMinutes: 30,
};

/**
 * The demo's deposit channels: three through the sandbox payment provider, and one manual transfer to an invented
 * GCash account that finance confirms in the back office (a real deployment adds its own receiving accounts).
 */
const defaultChannels = [
  { code: 'BANK_TRANSFER', type: 'BANK', name: 'Bank transfer', minMinor: 100_00, maxMinor: 50_000_00 },
  { code: 'EWALLET', type: 'EWALLET', name: 'E-wallet', minMinor: 50_00, maxMinor: 20_000_00 },
  { code: 'USDT_TRC20', type: 'CRYPTO', name: 'Crypto (USDT TRC20)', minMinor: 500_00, maxMinor: 100_000_00 },
  {
    code: 'GCASH_TRANSFER',
    type: 'EWALLET',
    name: 'GCash transfer',
    provider: 'manual',
    institution: 'GCash',
    accountName: 'DEMO GAMING CORP',
    accountNumber: '0917 555 0142',
    instructions: 'Demo account: send nothing real. Upload any screenshot as the receipt, then confirm it as finance1 in the back office.',
    minMinor: 100_00,
    maxMinor: 50_000_00,
  },
];

/** A brand's provisioned wallet rules: the amounts at the size of its currency (1.000.000 ₫ for ₱10,000.00). */
const settingsOf = (brand: BrandConfig) => ({
  ...defaultSettings,
  withdrawMinMinor: scaledAmountMinor(defaultSettings.withdrawMinMinor, brand),
  withdrawMaxMinor: scaledAmountMinor(defaultSettings.withdrawMaxMinor, brand),
});

/** A channel's limits at the size of the brand's currency. */
const channelFor = <C extends { minMinor: number; maxMinor: number }>(c: C, brand: BrandConfig) => ({
  ...c,
  minMinor: scaledAmountMinor(c.minMinor, brand),
  maxMinor: scaledAmountMinor(c.maxMinor, brand),
  brandId: brand.id,
});

/**
 * The demo members' opening balance (₱1,000.00 and $1,000.00; 1.000.000 ₫) and player1's payment password. The
 * opening balance is an operator adjustment, not a deposit: it carries no turnover and the consolidated totalDeposit
 * counts real deposits only.
 */
const DEMO_OPENING_BALANCE_MINOR = 1_000_00;
export const demoOpeningBalanceMinor = (brand: BrandConfig) => scaledAmountMinor(DEMO_OPENING_BALANCE_MINOR, brand);
export const DEMO_PAYMENT_PASSWORD = 'Pay12345';
/** The demo members' opening balances carry this key: a database holding one holds the demo. */
export const DEMO_OPENING_KEY = 'seed:opening-balance';
const funded = demoAccounts.filter((a) => !a.backOffice).map((a) => a.username);

/**
 * The PayMongo gateway's channels (GCash, Maya, QR Ph, cards) of every brand in pesos, the one currency PayMongo
 * takes: provisioning, shown to players only once PayMongo serves the brand (its keys in the environment or the back
 * office), changed like any channel after.
 */
const gatewayChannels = [
  { code: 'PAYMONGO_GCASH', type: 'EWALLET', name: 'GCash', method: 'gcash', sort: 20 },
  { code: 'PAYMONGO_MAYA', type: 'EWALLET', name: 'Maya', method: 'paymaya', sort: 21 },
  { code: 'PAYMONGO_QRPH', type: 'EWALLET', name: 'QR Ph', method: 'qrph', sort: 22 },
  { code: 'PAYMONGO_CARD', type: 'BANK', name: 'Credit or debit card', method: 'card', sort: 23 },
].map((c) => ({ ...c, provider: 'paymongo', minMinor: 100_00, maxMinor: 50_000_00 }));

/** Every brand's wallet rules (a random callback secret each) and gateway channels: provisioning, kept once an operator changes them. */
export async function provisionWalletSettings(db: Db, brands: BrandConfig[]) {
  if (!brands.length) return;
  await db
    .insert(walletSettings)
    .values(brands.map((brand) => ({ brandId: brand.id, ...settingsOf(brand), callbackSecret: randomBytes(32).toString('hex') })))
    .onConflictDoNothing();
  const channels = brands.flatMap((brand) => (brand.currency === PAYMONGO_CURRENCY ? gatewayChannels.map((c) => channelFor(c, brand)) : []));
  if (channels.length) await db.insert(depositChannels).values(channels).onConflictDoNothing();
}

/**
 * Demo only, idempotent (after seedAccounts and provisionWalletSettings): the sandbox provider's deposit channels, an
 * opening balance for each demo member, player1's bank card and payment password, and a welcome message.
 */
export async function seedWallet(db: Db, brands: BrandConfig[]) {
  const brandIds = brands.map((b) => b.id);
  const [channelCount] = await db
    .select({ n: count() })
    .from(depositChannels)
    .where(and(inArray(depositChannels.brandId, brandIds), inArray(depositChannels.code, defaultChannels.map((c) => c.code))));
  const [openingCount] = await db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, DEMO_OPENING_KEY));
  if ((channelCount?.n ?? 0) >= brands.length * defaultChannels.length && (openingCount?.n ?? 0) >= brands.length * funded.length) return;

  for (const brand of brands) {
    await db
      .insert(depositChannels)
      .values(defaultChannels.map((c, sort) => ({ ...channelFor(c, brand), sort })))
      .onConflictDoNothing();
  }

  const demo = await db
    .select({ id: members.id, brandId: members.brandId, username: members.username, nickname: members.nickname })
    .from(members)
    .where(and(inArray(members.brandId, brandIds), inArray(members.username, funded)));
  let paymentHash: string | undefined;
  for (const m of demo) {
    const brand = brandById({ byId: (id) => brands.find((b) => b.id === id) }, m.brandId);
    const openingMinor = demoOpeningBalanceMinor(brand);
    const opening = await postEntry(db, {
      brandId: m.brandId,
      memberId: m.id,
      kind: 'adjustment',
      amountMinor: openingMinor,
      idempotencyKey: DEMO_OPENING_KEY,
      reference: 'opening balance',
      meta: { seed: true },
    });
    if (opening.duplicate) continue;
    // written as the brand's players read it (its languages write amounts alike: ₱1,000.00 in EN and TY, 1.000.000 ₫)
    const params = { nickname: m.nickname, amount: formatMoney(openingMinor, moneyFormatOf(brand, brand.defaultLanguage)) };
    await db.insert(memberMessages).values({ brandId: m.brandId, memberId: m.id, category: 'system', ...englishMessage('welcome', params), messageKey: 'welcome', params });
    if (m.username === 'player1') {
      paymentHash ??= await hashPassword(DEMO_PAYMENT_PASSWORD);
      await db.insert(paymentPasswords).values({ memberId: m.id, passwordHash: paymentHash }).onConflictDoNothing();
      await db
        .insert(bankCards)
        .values({ brandId: m.brandId, memberId: m.id, bankName: 'BDO Unibank', accountName: 'PLAYER ONE', accountNumber: '001234567890' })
        .onConflictDoNothing();
      // player1 holds the number and the name, as a binding through the member centre would (docs/multi-account.md)
      await db.insert(bankAccountHolders).values({ brandId: m.brandId, accountNumber: '001234567890', memberId: m.id }).onConflictDoNothing();
      await claimPayeeName(db, { brandId: m.brandId, memberId: m.id, name: 'PLAYER ONE', field: 'accountName', rule: 'refuse' });
    }
  }
}
