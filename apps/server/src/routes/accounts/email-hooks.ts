import { emailBounceReportSchema } from '@app/contract/operators-messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { firstIssue, ok } from '../../lib/call-router';
import { safeEqual } from '../../lib/tokens';
import { recordLateBounces } from '../../modules/accounts/email-delivery';

/**
 * The mail service's report of bounces and complaints that came after it took an email (a route outside the call
 * table: the mail service calls it, not a client). Only with EMAIL_WEBHOOK_TOKEN set, which the service sends as a
 * bearer token; a request without it is refused like a bad signature.
 */
export async function emailHookRoutes(app: FastifyInstance, opts: { token: string }) {
  const { db } = app.database;
  app.post('/wps/email/bounces', async (request) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!safeEqual(given, opts.token)) throw new AppError('INVALID_SIGNATURE');
    const parsed = emailBounceReportSchema.safeParse(request.body);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', firstIssue(parsed.error, 'body'));
    return ok(await recordLateBounces(db, parsed.data.events));
  });
}
