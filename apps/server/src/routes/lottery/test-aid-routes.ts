import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { lotteryGameCodeSchema } from '@app/contract/lottery';
import { lotteryDraws } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';

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
    const now = app.lottery.now();
    const [draw] = await app.database.db
      .update(lotteryDraws)
      .set({ closeAt: now, drawAt: now })
      .where(and(eq(lotteryDraws.gameCode, parsed.data.gameCode), eq(lotteryDraws.status, 'open')))
      .returning({ drawNo: lotteryDraws.drawNo });
    if (!draw) throw new AppError('DRAW_NOT_FOUND', { gameCode: parsed.data.gameCode });
    return ok({ drawNo: draw.drawNo });
  });
}
