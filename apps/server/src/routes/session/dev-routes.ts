import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { peekCaptcha } from '../../lib/captcha-store';

const outboxQuery = z.object({
  /** a phone number (+63917..., 63917... or the national number with dialCode) or an email address */
  to: z.string().trim().min(3).max(254),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * Development-only routes of the sandbox providers (registered when SANDBOX_OUTBOX is on): the latest
 * messages to a number or address, with the code they carry, and the answer of a captcha, so a person
 * and the end-to-end tests can complete the flows without a real gateway.
 */
export async function devRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', async (request) => {
    const parsed = outboxQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: 'to', issues: [] });
    const raw = parsed.data.to;
    const to = raw.includes('@') ? raw.toLowerCase() : `+${raw.replace(/\D/g, '')}`;
    const rows = await app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id))
      .limit(parsed.data.limit);
    return ok({
      list: rows.map((r) => ({
        id: r.id,
        brandId: r.brandId,
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        body: r.body,
        /** the 6-digit code or the temporary password the message carries */
        code: /code is (\d{6})/.exec(r.body)?.[1] ?? /temporary password: (\S+)/.exec(r.body)?.[1] ?? null,
        createdAt: r.createdAt.getTime(),
      })),
    });
  });

  app.get('/dev/captcha', async (request) => {
    const id = (request.query as { captchaId?: string }).captchaId ?? '';
    const answer = /^[A-Za-z0-9_-]{16,64}$/.test(id) ? await peekCaptcha(app.database.db, id) : null;
    if (!answer) throw new AppError('NOT_FOUND');
    return ok({ answer });
  });
}
