import { MAIN_WALLET, minorToMajor } from '@app/contract/wallet';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ledgerEntries, members, withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CallHandlers } from '../../lib/call-router';
import { lockMemberWallets, postTransaction, type PostedTransaction } from '../../lib/ledger';
import type { PaymentProviders } from '../../lib/payments';
import { requireMember, requireRealAccount } from '../../lib/roles';
import { balanceOfWallets, balanceValue, heldMinorOf, merchantWalletValue } from './balances';
import { amountMinorOf, notifyMember, rangeOf, requestIdOf, vendorList } from './common';
import { createDepositOrder, findDepositOrder, listChannels, listDepositOrders } from './deposits';
import { accountRecords, betRecords, bonusDetails, listMessages, profitLoss, readMessages, unreadCount } from './records';
import {
  bindBankCard,
  confirmReceipt,
  listBankCards,
  listWithdrawals,
  requestWithdrawal,
  setPaymentPassword,
  verifyPaymentPassword,
  withdrawSettings,
} from './withdrawals';

export interface WalletDeps {
  db: Db;
  /** the data folder (proof images go to proofs/ under it) */
  dataDir: string;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}

/** What a transfer moved, read from the member's own entries (first call and retries alike). */
function movedOf(posted: PostedTransaction, memberId: number) {
  const mine = posted.entries.filter((e) => e.memberId === memberId);
  const credits = mine.filter((e) => e.amountMinor > 0);
  const to = credits.length === 1 ? credits[0]!.wallet : MAIN_WALLET;
  return mine
    .filter((e) => e.amountMinor < 0)
    .map((e) => ({ from: e.wallet, to, amount: minorToMajor(-e.amountMinor), amountMinor: -e.amountMinor }));
}

export function walletHandlers(deps: WalletDeps): CallHandlers {
  const { db } = deps;

  async function knownVendor(code: string) {
    const vendor = (await vendorList(db)).find((v) => v.code === code.toUpperCase());
    if (!vendor) throw new AppError('UNKNOWN_WALLET', { field: 'vassalage', vassalage: code });
    return vendor.code;
  }

  return {
    ping: () => ({ pong: true as const, serverTime: Date.now() }),

    balance: async ({ member, brand }) => balanceValue(db, requireMember(member).id, brand.currencySymbol),

    merchantWallet: async ({ member }) => merchantWalletValue(db, requireMember(member).id),

    walletTransfer: async ({ body, member, brand, request }) => {
      const m = requireMember(member);
      const { key } = requestIdOf(request, body.requestId);
      const idempotencyKey = `transfer:${key}`;
      let posted: PostedTransaction | null;
      if (body.action === 'recallAll') {
        posted = await db.transaction(async (tx) => {
          // the vendor wallets are locked while their balances are read, so a bet cannot slip in between
          const wallets = (await lockMemberWallets(tx, m.id)).filter((w) => w.code !== MAIN_WALLET && w.balanceMinor > 0);
          const legs = wallets.map((w) => ({ memberId: m.id, code: w.code, amountMinor: -w.balanceMinor }));
          const total = wallets.reduce((sum, w) => sum + w.balanceMinor, 0);
          if (!total) return null;
          return postTransaction(tx, {
            brandId: brand.id,
            memberId: m.id,
            kind: 'transfer',
            idempotencyKey,
            fingerprint: 'recallAll',
            reference: 'recallAll',
            legs: [...legs, { memberId: m.id, code: MAIN_WALLET, amountMinor: total }],
          });
        });
      } else {
        const vendor = await knownVendor(body.vassalage!);
        const amountMinor = amountMinorOf(body.amount);
        const [from, to] = body.action === 'toVendor' ? [MAIN_WALLET, vendor] : [vendor, MAIN_WALLET];
        posted = await postTransaction(db, {
          brandId: brand.id,
          memberId: m.id,
          kind: 'transfer',
          idempotencyKey,
          fingerprint: `${body.action}:${vendor}:${amountMinor}`,
          reference: `${from}>${to}`,
          legs: [
            { memberId: m.id, code: from, amountMinor: -amountMinor },
            { memberId: m.id, code: to, amountMinor },
          ],
          // the answer's balance comes with the posting: one round trip less on the hot path
          readMemberWallets: true,
        });
      }
      const after = posted?.memberWallets;
      return {
        transactionId: posted?.transactionId ?? null,
        duplicate: posted?.duplicate ?? false,
        moved: posted ? movedOf(posted, m.id) : [],
        balance: after
          ? balanceOfWallets(after.wallets, after.heldMinor, await vendorList(db), brand.currencySymbol)
          : await balanceValue(db, m.id, brand.currencySymbol),
      };
    },

    consolidated: async ({ member }) => {
      const m = requireMember(member);
      const [wallets, held, totals, paidOut] = await Promise.all([
        balanceValue(db, m.id, ''),
        heldMinorOf(db, m.id),
        db
          .select({ kind: ledgerEntries.kind, total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.memberId, m.id), inArray(ledgerEntries.kind, ['deposit', 'bonus'])))
          .groupBy(ledgerEntries.kind),
        db
          .select({ total: sql<string>`coalesce(sum(${withdrawals.amountMinor} - coalesce(${withdrawals.refundedMinor}, 0)), 0)` })
          .from(withdrawals)
          .where(and(eq(withdrawals.memberId, m.id), inArray(withdrawals.status, ['disbursed', 'received', 'not_received', 'partly_received', 'resolved']))),
      ]);
      const byKind = new Map(totals.map((t) => [t.kind, Number(t.total)]));
      return {
        // contracts arrive with the agent issue: no member has one yet
        salary: false,
        dividend: false,
        hourlySalary: false,
        realTimeSalary: false,
        funds: {
          sumBalanceMinor: wallets.sumBalanceMinor,
          mainBalanceMinor: wallets.mainBalanceMinor,
          vendorBalanceMinor: wallets.sumBalanceMinor - wallets.mainBalanceMinor,
          heldMinor: held,
          totalDepositMinor: byKind.get('deposit') ?? 0,
          totalWithdrawalMinor: Number(paidOut[0]?.total ?? 0),
          totalBonusMinor: byKind.get('bonus') ?? 0,
        },
      };
    },

    transferToUpline: async ({ body, member, brand, request }) => {
      const m = requireRealAccount(member);
      const amountMinor = amountMinorOf(body.amount);
      const [row] = await db.select({ uplineId: members.uplineId }).from(members).where(eq(members.id, m.id));
      const [upline] = row?.uplineId
        ? await db.select({ id: members.id, username: members.username, brandId: members.brandId }).from(members).where(eq(members.id, row.uplineId))
        : [];
      if (!upline || upline.brandId !== brand.id) throw new AppError('NO_UPLINE');
      await verifyPaymentPassword(db, m.id, body.paymentPassword);
      const { key } = requestIdOf(request, body.requestId);
      const posted = await db.transaction(async (tx) => {
        const result = await postTransaction(tx, {
          brandId: brand.id,
          memberId: m.id,
          kind: 'upline_transfer',
          idempotencyKey: `upline:${key}`,
          fingerprint: `${upline.id}:${amountMinor}`,
          reference: `${m.username}>${upline.username}`,
          legs: [
            { memberId: m.id, code: MAIN_WALLET, amountMinor: -amountMinor },
            { memberId: upline.id, code: MAIN_WALLET, amountMinor },
          ],
        });
        if (!result.duplicate) {
          await notifyMember(tx, {
            brandId: brand.id,
            memberId: upline.id,
            category: 'transfer',
            key: 'transfer_received',
            params: { from: m.username, amount: minorToMajor(amountMinor).toFixed(2) },
          });
        }
        return result;
      });
      return {
        transactionId: posted.transactionId,
        duplicate: posted.duplicate,
        uplineAccount: upline.username,
        amount: minorToMajor(amountMinor),
        amountMinor,
        balance: await balanceValue(db, m.id, brand.currencySymbol),
      };
    },

    // --- deposit ---
    depositChannels: async ({ member, brand }) => {
      requireRealAccount(member);
      return listChannels(db, brand.id, deps.providers);
    },
    depositCreate: async ({ body, member, brand, request }) => {
      const m = requireRealAccount(member);
      const amountMinor = amountMinorOf(body.amount);
      const { key } = requestIdOf(request, body.requestId);
      return createDepositOrder(db, deps.providers, { brandId: brand.id, memberId: m.id, channelId: body.channelId, amountMinor, requestId: key });
    },
    depositOrder: async ({ query, member }) => findDepositOrder(db, requireMember(member).id, query.orderNo),
    depositOrders: async ({ query, member }) => listDepositOrders(db, requireMember(member).id, query, rangeOf(query)),

    // --- withdrawal ---
    withdrawSettings: async ({ member, brand }) => withdrawSettings(db, brand.id, requireRealAccount(member).id),
    setPaymentPassword: async ({ body, member }) => {
      await setPaymentPassword(db, requireRealAccount(member).id, body);
      return { paymentPasswordSet: true as const };
    },
    bankCards: async ({ member, brand }) => listBankCards(db, brand.id, requireRealAccount(member).id),
    bindBankCard: async ({ body, member, brand }) => bindBankCard(db, { brandId: brand.id, memberId: requireRealAccount(member).id, ...body }),
    withdrawCreate: async ({ body, member, brand, request }) => {
      const m = requireRealAccount(member);
      const amountMinor = amountMinorOf(body.amount);
      const { key } = requestIdOf(request, body.requestId);
      return requestWithdrawal(db, { brandId: brand.id, memberId: m.id, bankCardId: body.bankCardId, amountMinor, paymentPassword: body.paymentPassword, requestId: key });
    },
    withdrawals: async ({ query, member, brand }) => listWithdrawals(db, brand.id, requireMember(member).id, query, rangeOf(query)),
    withdrawReceipt: async ({ body, member, brand }) => {
      const m = requireRealAccount(member);
      const amountReceivedMinor = body.result === 'partlyReceived' ? amountMinorOf(body.amountReceived, 'amountReceived') : undefined;
      return confirmReceipt(db, deps.dataDir, { brandId: brand.id, memberId: m.id, orderNo: body.orderNo, result: body.result, amountReceivedMinor, proofImage: body.proofImage });
    },

    // --- records ---
    betRecords: async ({ query, member }) => betRecords(db, requireMember(member).id, query, rangeOf(query)),
    accountRecords: async ({ query, member }) => accountRecords(db, requireMember(member).id, query, rangeOf(query)),
    profitLoss: async ({ query, member }) => profitLoss(db, requireMember(member).id, query, rangeOf(query)),
    bonusDetails: async ({ query, member }) => bonusDetails(db, requireMember(member).id, query, rangeOf(query)),

    // --- messages ---
    unreadCount: async ({ member }) => ({ count: await unreadCount(db, requireMember(member).id) }),
    messages: async ({ query, member, language }) => listMessages(db, requireMember(member).id, query, language),
    readMessages: async ({ body, member }) => readMessages(db, requireMember(member).id, body),
  };
}
