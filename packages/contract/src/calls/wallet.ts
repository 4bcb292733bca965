import * as wal from '../wallet';
import { type CallDef, call, relay, roleSets } from './define';

/** Wallet calls (amounts: see wallet.ts; money-moving calls take requestId or the Idempotency-Key header): balances, transfers, deposits, withdrawals, records. */
export const walletCalls = {
  balance: call({ method: 'GET', path: '/wps/v2/wallets/balance', module: 'FUNDTRANS3', login: true, roles: roleSets.accounts, encrypt: false, response: wal.balanceValueSchema }),
  walletTransfer: call({ method: 'POST', path: relay('GCS_walletTransfer'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: wal.walletTransferBodySchema, response: wal.walletTransferValueSchema }),
  consolidated: call({ method: 'GET', path: '/wps/member/info/funds/consolidated', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: wal.consolidatedValueSchema }),
  merchantWallet: call({ method: 'GET', path: relay('GCS_merchantWallet'), module: 'FUNDTRANS3', login: true, roles: roleSets.accounts, encrypt: false, response: wal.merchantWalletValueSchema }),
  transferToUpline: call({ method: 'POST', path: relay('MCSFE_transferToUpline'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: wal.transferUplineBodySchema, response: wal.transferUplineValueSchema }),
  // deposit
  depositChannels: call({ method: 'GET', path: '/wps/deposit/channels', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: wal.depositChannelsValueSchema }),
  depositCreate: call({ method: 'POST', path: '/wps/deposit/order', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: wal.depositCreateBodySchema, response: wal.depositOrderSchema }),
  depositOrder: call({ method: 'GET', path: '/wps/deposit/order', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.depositOrderQuerySchema, response: wal.depositOrderSchema }),
  /** a manual transfer's receipt picture (issue 32): the order then waits for finance (submitted) */
  depositReceipt: call({ method: 'POST', path: '/wps/deposit/receipt', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, maxBodyBytes: 8 * 1024 * 1024, body: wal.depositReceiptBodySchema, response: wal.depositOrderSchema }),
  depositOrders: call({ method: 'GET', path: '/wps/deposit/orders', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.depositOrdersQuerySchema, response: wal.depositOrdersValueSchema }),
  // withdrawal, bank cards, payment password
  withdrawSettings: call({ method: 'GET', path: '/wps/withdraw/settings', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: wal.withdrawSettingsValueSchema }),
  setPaymentPassword: call({ method: 'POST', path: '/wps/member/paymentPassword', module: 'PASS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: wal.setPaymentPasswordBodySchema, response: wal.setPaymentPasswordValueSchema }),
  bankCards: call({ method: 'GET', path: '/wps/withdraw/bankCards', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: wal.bankCardsValueSchema }),
  bindBankCard: call({ method: 'POST', path: '/wps/withdraw/bankCards', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: wal.bindBankCardBodySchema, response: wal.bankCardSchema }),
  withdrawCreate: call({ method: 'POST', path: '/wps/withdraw/order', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: wal.withdrawCreateBodySchema, response: wal.withdrawalSchema }),
  withdrawals: call({ method: 'GET', path: '/wps/withdraw/orders', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.withdrawalsQuerySchema, response: wal.withdrawalsValueSchema }),
  withdrawReceipt: call({ method: 'POST', path: '/wps/withdraw/receipt', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, maxBodyBytes: 9 * 1024 * 1024, body: wal.withdrawReceiptBodySchema, response: wal.withdrawReceiptValueSchema }),
  // records (server-paginated)
  betRecords: call({ method: 'GET', path: relay('ODSFE_betRecords'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.betRecordsQuerySchema, response: wal.betRecordsValueSchema }),
  accountRecords: call({ method: 'GET', path: relay('ODSFE_accountRecords'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.accountRecordsQuerySchema, response: wal.accountRecordsValueSchema }),
  profitLoss: call({ method: 'GET', path: relay('ODSFE_profitLoss'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.profitLossQuerySchema, response: wal.profitLossValueSchema }),
  bonusDetails: call({ method: 'GET', path: relay('ODSFE_bonusDetails'), module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: wal.bonusDetailsQuerySchema, response: wal.bonusDetailsValueSchema }),
} satisfies Record<string, CallDef>;
