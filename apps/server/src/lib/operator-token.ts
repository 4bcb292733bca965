import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { safeEqual } from './tokens';

/** True when the request carries the operator token (Authorization: Bearer <token>). */
export function hasOperatorToken(request: FastifyRequest, token: string | undefined) {
  return Boolean(token) && safeEqual(request.headers.authorization ?? '', `Bearer ${token}`);
}

/** An onRequest hook that refuses everyone without the operator token (the admin routes and the CLI behind them). */
export const operatorOnly = (token: string) => async (request: FastifyRequest) => {
  if (!hasOperatorToken(request, token)) throw new AppError('FORBIDDEN');
};

/** The header the admin CLI names its operator in (ADMIN_ACTOR or the OS user): the audit trail's actor. */
export const ADMIN_ACTOR_HEADER = 'x-admin-actor';
const ACTOR = /^[A-Za-z0-9_.@\- ]{1,64}$/;

/** The operator of a change (VALIDATION_ERROR without a usable name: every change is written down with its author). */
export function operatorOf(request: FastifyRequest): { actor: string } {
  const header = request.headers[ADMIN_ACTOR_HEADER];
  const actor = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  // `system` names the server's own jobs
  if (!ACTOR.test(actor) || actor.toLowerCase() === 'system') throw new AppError('VALIDATION_ERROR', { field: ADMIN_ACTOR_HEADER, issues: [{ path: ADMIN_ACTOR_HEADER, message: 'the operator name: 1 to 64 ASCII letters, digits, spaces or _.@-' }] });
  return { actor };
}
