import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { drawNoSchema, lotteryGameCodeSchema } from '@app/contract/lottery';
import { AppError } from '../../lib/app-error';
import { operatorOf, operatorOnly } from '../../lib/operator-token';
import { ok } from '../../lib/call-router';
import { drawView } from '../../modules/lottery/draws';

const drawBody = z.object({ gameCode: lotteryGameCodeSchema, drawNo: drawNoSchema });
const cancelBody = drawBody.extend({ reason: z.string().trim().min(1).max(200) });

/** Operator levers of the lottery (admin token, like /admin/*): cancel a draw (its tickets are refunded) and rerun a draw's money job. */
export async function lotteryAdminRoutes(app: FastifyInstance, opts: { token: string }) {
  app.addHook('onRequest', operatorOnly(opts.token));
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') || 'body', issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
    return parsed.data;
  };

  app.post('/admin/lottery/draws/cancel', async (request) => {
    const body = parse(cancelBody, request.body);
    await app.lottery.game(body.gameCode);
    const { draw, refund } = await app.lottery.cancelDraw(body.gameCode, body.drawNo, body.reason, operatorOf(request));
    return ok({ draw: drawView(draw), refund });
  });

  app.post('/admin/lottery/draws/settle', async (request) => {
    const body = parse(drawBody, request.body);
    return ok({ job: await app.lottery.settle(body.gameCode, body.drawNo, operatorOf(request)) });
  });
}
