import { brandDigits, moneyFormatOf } from '@app/contract/brand';
import { contractFlags } from '../../modules/agents/contracts-view';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember, requireRealAccount } from '../../lib/roles';
import { addBankCard, listBankCards } from '../../modules/wallet/bank-cards';
import { createDepositOrder, findDepositOrder, listChannels, listDepositOrders } from '../../modules/wallet/deposits';
import { balanceValue, merchantWalletValue } from '../../modules/wallet/ledger/balances';
import { storePaymentPassword, verifyPaymentPassword } from '../../modules/wallet/payment-password';
import type { PaymentProviders } from '../../modules/wallet/payments/provider';
import { uploadDepositReceipt } from '../../modules/wallet/transfer-receipts';
import { linkOrigin } from '../../lib/link-origin';
import { listAccountRecords, listBetRecords, listBonusDetails, profitLossReport } from '../../modules/wallet/records';
import { consolidatedFunds } from '../../modules/wallet/summary';
import { transferWallets, uplineOf, uplineTransfer } from '../../modules/wallet/transfers';
import { knownVendor } from '../../modules/wallet/vendors';
import { withdrawSettingsOf } from '../../modules/wallet/withdrawals/limits';
import { confirmReceipt } from '../../modules/wallet/withdrawals/receipts';
import { listWithdrawals, requestWithdrawal } from '../../modules/wallet/withdrawals/requests';
import { requireVerifiedIdentity } from '../../modules/kyc/submissions';
import type { PackSource } from '../../modules/responsible-gaming/packs';
import { amountMinorOf, rangeOf, requestIdOf } from './parse';

export interface WalletDeps {
  db: Db;
  /** the data folder (proof images go to proofs/ under it) */
  dataDir: string;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  /** the brands' packs: their KYC rule */
  brands: PackSource;
}

/** The wallet area's calls: balances and transfers, deposits, withdrawals, records. */
export function walletHandlers(deps: WalletDeps): CallHandlers {
  const { db } = deps;

  const ping: CallHandler<'ping'> = () => ({ pong: true as const, serverTime: Date.now() });

  // --- balances and transfers ---
  const balance: CallHandler<'balance'> = async ({ member, brand }) => balanceValue(db, requireMember(member).id, moneyFormatOf(brand));
  const merchantWallet: CallHandler<'merchantWallet'> = async ({ member, brand }) => merchantWalletValue(db, requireMember(member).id, brandDigits(brand));
  const walletTransfer: CallHandler<'walletTransfer'> = async ({ body, member, brand, request }) => {
    const m = requireMember(member);
    const { key } = requestIdOf(request, body.requestId);
    const common = { brandId: brand.id, memberId: m.id, money: moneyFormatOf(brand), idempotencyKey: `transfer:${key}` };
    if (body.action === 'recallAll') return transferWallets(db, { ...common, action: 'recallAll' });
    const vendor = await knownVendor(db, body.vassalage!);
    return transferWallets(db, { ...common, action: body.action, vendor, amountMinor: amountMinorOf(body.amount, brandDigits(brand)) });
  };
  const consolidated: CallHandler<'consolidated'> = async ({ member }) => {
    const id = requireMember(member).id;
    // the funds, and whether the member is the upline or the downline of an accepted contract of each kind (salary:
    // the daily salary): the agents' part, joined here so the wallet does not call up into the agents module
    const [flags, funds] = await Promise.all([contractFlags(db, id), consolidatedFunds(db, id)]);
    return { ...flags, ...funds };
  };
  const transferToUpline: CallHandler<'transferToUpline'> = async ({ body, member, brand, request }) => {
    const m = requireRealAccount(member);
    const amountMinor = amountMinorOf(body.amount, brandDigits(brand));
    const upline = await uplineOf(db, m.id, brand.id);
    await verifyPaymentPassword(db, m.id, body.paymentPassword);
    const { key } = requestIdOf(request, body.requestId);
    return uplineTransfer(db, { brandId: brand.id, memberId: m.id, username: m.username, upline, amountMinor, requestId: key, money: moneyFormatOf(brand) });
  };

  // --- deposits ---
  const depositChannels: CallHandler<'depositChannels'> = async ({ member, brand }) => {
    requireRealAccount(member);
    return listChannels(db, brand.id, deps.providers, brandDigits(brand));
  };
  const depositCreate: CallHandler<'depositCreate'> = async ({ body, member, brand, request }) => {
    const m = requireRealAccount(member);
    const amountMinor = amountMinorOf(body.amount, brandDigits(brand));
    const { key } = requestIdOf(request, body.requestId);
    await requireVerifiedIdentity(db, deps.brands, brand, m.id, { kind: 'deposit', amountMinor });
    // a gateway sends the player back to the deposit page of the host they came from
    const returnUrl = `${linkOrigin(request, brand)}/?memberPage=depositv2`;
    return createDepositOrder(db, deps.providers, { brandId: brand.id, digits: brandDigits(brand), memberId: m.id, channelId: body.channelId, amountMinor, requestId: key, returnUrl });
  };
  const depositReceipt: CallHandler<'depositReceipt'> = async ({ body, member, brand }) =>
    uploadDepositReceipt(db, deps.dataDir, { memberId: requireRealAccount(member).id, orderNo: body.orderNo, image: body.image, digits: brandDigits(brand) });
  const depositOrder: CallHandler<'depositOrder'> = async ({ query, member, brand }) => findDepositOrder(db, requireMember(member).id, query.orderNo, brandDigits(brand));
  const depositOrders: CallHandler<'depositOrders'> = async ({ query, member, brand }) => listDepositOrders(db, requireMember(member).id, query, rangeOf(query), brandDigits(brand));

  // --- withdrawals ---
  const withdrawSettings: CallHandler<'withdrawSettings'> = async ({ member, brand }) => withdrawSettingsOf(db, brand.id, requireRealAccount(member).id);
  const setPaymentPassword: CallHandler<'setPaymentPassword'> = async ({ body, member }) => {
    await storePaymentPassword(db, requireRealAccount(member).id, body);
    return { paymentPasswordSet: true as const };
  };
  const bankCards: CallHandler<'bankCards'> = async ({ member, brand }) => listBankCards(db, brand.id, requireRealAccount(member).id);
  const bindBankCard: CallHandler<'bindBankCard'> = async ({ body, member, brand }) =>
    addBankCard(db, { brandId: brand.id, memberId: requireRealAccount(member).id, ...body });
  const withdrawCreate: CallHandler<'withdrawCreate'> = async ({ body, member, brand, request }) => {
    const m = requireRealAccount(member);
    const amountMinor = amountMinorOf(body.amount, brandDigits(brand));
    const { key } = requestIdOf(request, body.requestId);
    await requireVerifiedIdentity(db, deps.brands, brand, m.id, { kind: 'withdrawal' });
    return requestWithdrawal(db, { brandId: brand.id, digits: brandDigits(brand), memberId: m.id, bankCardId: body.bankCardId, amountMinor, paymentPassword: body.paymentPassword, requestId: key });
  };
  const withdrawals: CallHandler<'withdrawals'> = async ({ query, member, brand }) => listWithdrawals(db, brand.id, requireMember(member).id, query, rangeOf(query), brandDigits(brand));
  const withdrawReceipt: CallHandler<'withdrawReceipt'> = async ({ body, member, brand }) => {
    const m = requireRealAccount(member);
    const amountReceivedMinor = body.result === 'partlyReceived' ? amountMinorOf(body.amountReceived, brandDigits(brand), 'amountReceived') : undefined;
    return confirmReceipt(db, deps.dataDir, { brandId: brand.id, digits: brandDigits(brand), memberId: m.id, orderNo: body.orderNo, result: body.result, amountReceivedMinor, proofImage: body.proofImage });
  };

  // --- records ---
  const betRecords: CallHandler<'betRecords'> = async ({ query, member, brand }) => listBetRecords(db, requireMember(member).id, query, rangeOf(query), brandDigits(brand));
  const accountRecords: CallHandler<'accountRecords'> = async ({ query, member, brand }) =>
    listAccountRecords(db, requireMember(member).id, query, rangeOf(query), brandDigits(brand));
  const profitLoss: CallHandler<'profitLoss'> = async ({ query, member, brand }) =>
    profitLossReport(db, requireMember(member).id, query, rangeOf(query), { timeZone: brand.timeZone, digits: brandDigits(brand) });
  const bonusDetails: CallHandler<'bonusDetails'> = async ({ query, member, brand }) => listBonusDetails(db, requireMember(member).id, query, rangeOf(query), brandDigits(brand));

  return {
    ping,
    balance,
    merchantWallet,
    walletTransfer,
    consolidated,
    transferToUpline,
    depositChannels,
    depositCreate,
    depositOrder,
    depositReceipt,
    depositOrders,
    withdrawSettings,
    setPaymentPassword,
    bankCards,
    bindBankCard,
    withdrawCreate,
    withdrawals,
    withdrawReceipt,
    betRecords,
    accountRecords,
    profitLoss,
    bonusDetails,
  };
}
