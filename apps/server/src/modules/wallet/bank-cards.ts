import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankCards, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskAccountNumber } from '../../lib/masks';
import { verifyPaymentPassword } from './payment-password';
import { walletSettingsOf } from './settings';

export const bankCardView = (c: typeof bankCards.$inferSelect) => ({
  id: c.id,
  bankName: c.bankName,
  accountName: c.accountName,
  accountNumberMasked: maskAccountNumber(c.accountNumber),
  createdAt: c.createdAt.getTime(),
});

export async function listBankCards(db: Db, brandId: string, memberId: number) {
  const [rows, settings] = await Promise.all([
    db.select().from(bankCards).where(eq(bankCards.memberId, memberId)).orderBy(bankCards.id),
    walletSettingsOf(db, brandId),
  ]);
  return { list: rows.map(bankCardView), maxCards: settings.maxBankCards };
}

export async function addBankCard(db: Db, input: { brandId: string; memberId: number; bankName: string; accountName: string; accountNumber: string; paymentPassword: string }) {
  await verifyPaymentPassword(db, input.memberId, input.paymentPassword);
  const settings = await walletSettingsOf(db, input.brandId);
  return db.transaction(async (tx) => {
    // serialises two binds of one member so the card limit holds
    await tx.select({ id: members.id }).from(members).where(eq(members.id, input.memberId)).for('update');
    const [have] = await tx.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, input.memberId));
    if ((have?.n ?? 0) >= settings.maxBankCards) throw new AppError('BANK_CARD_LIMIT', { maxCards: settings.maxBankCards });
    const [card] = await tx
      .insert(bankCards)
      .values({ brandId: input.brandId, memberId: input.memberId, bankName: input.bankName, accountName: input.accountName, accountNumber: input.accountNumber })
      .onConflictDoNothing()
      .returning();
    if (!card) throw new AppError('BANK_CARD_DUPLICATE', { field: 'accountNumber' });
    return bankCardView(card);
  });
}
