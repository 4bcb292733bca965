import { minorToMajor } from '@app/contract/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf } from '../../lib/operator-token';
import { creditMemberByOperator, operatorCreditTarget } from '../../modules/wallet/operator-credit';
import {
  approveWithdrawal,
  disburseWithdrawal,
  findWithdrawalId,
  operatorWithdrawalList,
  rejectWithdrawal,
  resolveWithdrawal,
  withdrawalProof,
} from '../../modules/wallet/withdrawals/operator';
import { autoReceiveDue } from '../../modules/wallet/withdrawals/receipts';
import type { WithdrawalRow } from '../../modules/wallet/withdrawals/view';
import type { Operator } from '../../modules/audit/operator-audit';
import { amountMinorOf } from './parse';

const creditBody = z.object({
  brandId: z.string(),
  username: z.string().trim().min(1).max(64),
  amount: z.union([z.string().max(32), z.number()]),
  kind: z.enum(['adjustment', 'bonus']).default('adjustment'),
  note: z.string().max(200).optional(),
  requestId: z.string().max(64).optional(),
});

const operatorView = (w: WithdrawalRow) => ({
  id: w.id,
  orderNo: w.orderNo,
  brandId: w.brandId,
  memberId: w.memberId,
  amount: minorToMajor(w.amountMinor),
  status: w.status,
  bankName: w.bankName,
  accountName: w.accountName,
  // the operator pays to the full number
  accountNumber: w.accountNumber,
  createdAt: w.createdAt.toISOString(),
  receiptForced: w.receiptForced,
  receivedAmount: w.receivedAmountMinor === null ? null : minorToMajor(w.receivedAmountMinor),
  remainingAmount: w.remainingAmountMinor === null ? null : minorToMajor(w.remainingAmountMinor),
  hasProof: w.proofFile !== null,
});

/** The wallet's operator levers (inside the admin plugin: the admin token is already checked). */
export async function walletAdminRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  const { db } = app.database;
  const brandIds = () => app.brands.all.map((b) => b.id);

  app.get<{ Querystring: { status?: string } }>('/admin/withdrawals', async (request) => {
    await autoReceiveDue(db, brandIds());
    const statuses = request.query.status?.split(',').filter(Boolean);
    return ok((await operatorWithdrawalList(db, statuses)).map(operatorView));
  });

  const step = (name: string, run: (operator: Operator, id: number, body: Record<string, unknown>) => Promise<WithdrawalRow>) =>
    app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(`/admin/withdrawals/:id/${name}`, async (request) => {
      const operator = operatorOf(request);
      const id = await findWithdrawalId(db, request.params.id);
      return ok(operatorView(await run(operator, id, request.body ?? {})));
    });
  step('approve', (operator, id) => approveWithdrawal(db, operator, id));
  step('reject', (operator, id, body) => rejectWithdrawal(db, operator, id, typeof body.reason === 'string' ? body.reason.slice(0, 200) : null));
  step('disburse', (operator, id) => disburseWithdrawal(db, operator, id));
  step('resolve', (operator, id, body) =>
    resolveWithdrawal(db, operator, id, body.refund === undefined || body.refund === '0' || body.refund === 0 ? 0 : amountMinorOf(body.refund, 'refund')),
  );

  /** The proof image, as an image only (never rendered as a page). */
  app.get<{ Params: { id: string } }>('/admin/withdrawals/:id/proof', async (request, reply) => {
    const id = await findWithdrawalId(db, request.params.id);
    const proof = await withdrawalProof(db, opts.dataDir, id);
    if (!proof) throw new AppError('NOT_FOUND', { proof: id });
    return reply
      .type(proof.proofType === 'png' ? 'image/png' : 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('content-disposition', `inline; filename="proof-${id}.${proof.proofType}"`)
      .send(proof.bytes);
  });

  /** Credits a member's main wallet from the ADJUSTMENTS (or BONUS_EXPENSE) house account. */
  app.post('/admin/wallet/credit', async (request) => {
    const parsed = creditBody.safeParse(request.body);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') ?? 'body' });
    const { brandId, username, amount, kind, note, requestId } = parsed.data;
    if (!app.brands.byId(brandId)) throw new AppError('NOT_FOUND', { brandId });
    const memberId = await operatorCreditTarget(db, brandId, username);
    const amountMinor = amountMinorOf(amount);
    const posted = await creditMemberByOperator(db, operatorOf(request), { brandId, memberId, amountMinor, kind, note, requestId });
    return ok({ username, amount: minorToMajor(amountMinor), kind, transactionId: posted.transactionId, duplicate: posted.duplicate, balance: minorToMajor(posted.balanceMinor) });
  });
}
