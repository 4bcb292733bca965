import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccountHolders, bankCards, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { publish } from '../../lib/domain-events';
import { maskAccountNumber } from '../../lib/masks';
import { claimPayeeName, identityRulesOf, type SharedBankAccountRule } from '../accounts/shared-identity';
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

/**
 * Binds a bank card. One member per brand holds an account number (bank_account_holders) and a payee name
 * (payee_name_holders), both claimed in the bind's transaction: of two members binding one number or one name at once,
 * exactly one wins. Another member's binding is refused with BANK_ACCOUNT_IN_USE (the number) or PAYEE_NAME_IN_USE
 * (the account name), or, where the brand allows shared family accounts, bound and counted as shared by the
 * multi-account checks (docs/multi-account.md). A refusal for a number or name another member holds is announced
 * (bank-card.refused) after the rollback, so the risk rules can flag the attempt while the refusal keeps its code.
 */
export async function addBankCard(db: Db, input: { brandId: string; memberId: number; bankName: string; accountName: string; accountNumber: string; paymentPassword: string }) {
  await verifyPaymentPassword(db, input.memberId, input.paymentPassword);
  const [settings, rules] = await Promise.all([walletSettingsOf(db, input.brandId), identityRulesOf(db, input.brandId)]);
  try {
    return await bindCard(db, input, settings.maxBankCards, rules.sharedBankAccounts);
  } catch (error) {
    // the binding rolled back; that another member holds the number or the name is told in a transaction of its own
    if (error instanceof AppError && (error.code === 'BANK_ACCOUNT_IN_USE' || error.code === 'PAYEE_NAME_IN_USE')) {
      const refused = { brandId: input.brandId, memberId: input.memberId, accountNumber: input.accountNumber, accountName: input.accountName, code: error.code };
      await db.transaction((tx) => publish(tx, 'bank-card.refused', refused));
    }
    throw error;
  }
}

async function bindCard(db: Db, input: { brandId: string; memberId: number; bankName: string; accountName: string; accountNumber: string }, maxBankCards: number, sharedBankAccounts: SharedBankAccountRule) {
  return db.transaction(async (tx) => {
    // serialises two binds of one member so the card limit holds
    await tx.select({ id: members.id }).from(members).where(eq(members.id, input.memberId)).for('update');
    const [have] = await tx.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, input.memberId));
    if ((have?.n ?? 0) >= maxBankCards) throw new AppError('BANK_CARD_LIMIT', { maxCards: maxBankCards });
    const [own] = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(and(eq(bankCards.memberId, input.memberId), eq(bankCards.accountNumber, input.accountNumber)));
    if (own) throw new AppError('BANK_CARD_DUPLICATE', { field: 'accountNumber' });
    // the claim waits for a concurrent claim of the number to commit or roll back, then finds it or takes it
    await tx.insert(bankAccountHolders).values({ brandId: input.brandId, accountNumber: input.accountNumber, memberId: input.memberId }).onConflictDoNothing();
    const [holder] = await tx
      .select({ memberId: bankAccountHolders.memberId })
      .from(bankAccountHolders)
      .where(and(eq(bankAccountHolders.brandId, input.brandId), eq(bankAccountHolders.accountNumber, input.accountNumber)));
    if (holder?.memberId !== input.memberId && sharedBankAccounts === 'refuse') throw new AppError('BANK_ACCOUNT_IN_USE', { field: 'accountNumber' });
    await claimPayeeName(tx, { brandId: input.brandId, memberId: input.memberId, name: input.accountName, field: 'accountName', rule: sharedBankAccounts });
    const [card] = await tx
      .insert(bankCards)
      .values({ brandId: input.brandId, memberId: input.memberId, bankName: input.bankName, accountName: input.accountName, accountNumber: input.accountNumber })
      .onConflictDoNothing()
      .returning();
    if (!card) throw new AppError('BANK_CARD_DUPLICATE', { field: 'accountNumber' });
    await publish(tx, 'bank-card.bound', { brandId: input.brandId, memberId: input.memberId, accountNumber: input.accountNumber, accountName: input.accountName });
    return bankCardView(card);
  });
}
