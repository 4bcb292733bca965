import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { lotteryGameCodeSchema } from '@app/contract/lottery';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { makeOpenDrawDue } from '../../modules/lottery/draws';

const bodySchema = z.object({ gameCode: lotteryGameCodeSchema }).strict();

/**
 * Registered only when a test runner set TEST_AIDS (never in production, not even in demo mode): the end-to-end test
 * of official results makes a daily game's open draw due now (its close and draw time moved to this moment) instead of
 * waiting for the evening's draw. The scheduler then closes it and, for a game on official results, leaves it waiting.
 */
export async function lotteryTestAidRoutes(app: FastifyInstance) {
  app.post('/dev/lottery/draw-due', async (request) => {
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: 'gameCode' });
    const drawNo = await makeOpenDrawDue(app.database.db, parsed.data.gameCode, app.lottery.now());
    if (!drawNo) throw new AppError('DRAW_NOT_FOUND', { gameCode: parsed.data.gameCode });
    return ok({ drawNo });
  });
}
