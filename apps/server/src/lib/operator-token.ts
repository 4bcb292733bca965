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
