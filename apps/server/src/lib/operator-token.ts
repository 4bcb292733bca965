import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { safeEqual } from './tokens';

/** An operator token and whose it is: every change made with it is audited under that name. */
export interface OperatorCredential {
  token: string;
  owner: string;
}

/** Who acts in an operator request: the token's owner, and the client address it came from. */
export interface RequestOperator {
  actor: string;
  ip: string;
}

/**
 * An operator signed in to the back office (a browser session or a personal API key): who, what their role grants,
 * which brands they see, and by which credential.
 */
export interface SignedInOperator {
  id: number;
  username: string;
  role: string;
  permissions: ReadonlySet<string>;
  /** null: every brand */
  brandIds: string[] | null;
  credentialId: number;
  kind: 'session' | 'api_key';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set on the operator hosts when the request carries an operator token */
    operator: RequestOperator | null;
  }
}

/** The bearer token of a request (Authorization: Bearer <token>), if any. */
export function bearerToken(request: FastifyRequest) {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** True when the request carries the operator token (Authorization: Bearer <token>). */
export function hasOperatorToken(request: FastifyRequest, token: string | undefined) {
  return Boolean(token) && safeEqual(request.headers.authorization ?? '', `Bearer ${token}`);
}

/** The operator a request's bearer token names, or null (compared in constant time with every known token). */
export function identifyOperator(request: FastifyRequest, credentials: readonly OperatorCredential[]): RequestOperator | null {
  let found: OperatorCredential | undefined;
  for (const credential of credentials) if (hasOperatorToken(request, credential.token)) found = credential;
  return found ? { actor: found.owner, ip: request.clientIp } : null;
}

/**
 * The operator of a change: the owner of the token the request carries (never a name the client states), with the
 * address it acted from. Every change is written down with its author.
 */
export function operatorOf(request: FastifyRequest): RequestOperator {
  if (!request.operator) throw new AppError('FORBIDDEN');
  return request.operator;
}
