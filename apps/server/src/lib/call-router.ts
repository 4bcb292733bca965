import { calls, type CallName, type CallValue, type Calls } from '@app/contract/calls';
import { messageKeyFor } from '@app/contract/envelope';
import type { BrandConfig, Language } from '@app/contract/brand';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';

export interface CallContext<N extends CallName> {
  query: z.output<Calls[N]['query']>;
  body: z.output<Calls[N]['body']>;
  brand: BrandConfig;
  language: Language;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}
export type CallHandler<N extends CallName> = (ctx: CallContext<N>) => Promise<CallValue<N>> | CallValue<N>;
export type CallHandlers = { [N in CallName]?: CallHandler<N> };

/** Calls that still answer while a brand is in maintenance or blocks the visitor's region. */
const answeredWhenBlocked = new Set<CallName>(['systemStatus', 'permission', 'whitelabel', 'customerServiceLink']);

export function ok<T>(value: T) {
  return { success: true, code: 'OK', message: 'ok', value };
}

function firstIssue(error: z.ZodError, where: 'query' | 'body') {
  const issues = error.issues.map((i) => ({ path: i.path.join('.') || where, message: i.message }));
  return { field: issues[0]?.path ?? where, issues };
}

/**
 * Registers one route per entry of the contract's call table: validates query and body with its schemas,
 * checks login and the site status, then runs the handler or answers NOT_IMPLEMENTED.
 */
export function registerCalls(app: FastifyInstance, handlers: CallHandlers) {
  for (const name of Object.keys(calls) as CallName[]) {
    const def = calls[name];
    const handler = handlers[name] as CallHandler<CallName> | undefined;
    app.route({
      method: def.method,
      url: def.path,
      handler: async (request, reply) => {
        if (!answeredWhenBlocked.has(name)) {
          const blocked = await app.siteStatus(request.brand, request.clientIp);
          if (blocked.status === 1) throw new AppError('MAINTENANCE');
          if (blocked.status === 2) throw new AppError('REGION_RESTRICTED');
        }
        const query = def.query.safeParse(request.query ?? {});
        if (!query.success) throw new AppError('VALIDATION_ERROR', firstIssue(query.error, 'query'));
        const body = def.body.safeParse(def.method === 'GET' ? {} : (request.body ?? {}));
        if (!body.success) throw new AppError('VALIDATION_ERROR', firstIssue(body.error, 'body'));
        if (def.login === true && !request.headers.token) throw new AppError('NOT_LOGGED_IN');
        if (!handler) throw new AppError('NOT_IMPLEMENTED', { call: name });
        const value = await handler({
          query: query.data,
          body: body.data,
          brand: request.brand,
          language: request.language,
          ip: request.clientIp,
          request,
          reply,
        } as CallContext<CallName>);
        return ok(value);
      },
    });
  }
}

export function errorEnvelope(code: string, value: unknown = null) {
  return { success: false, code, message: messageKeyFor(code), value };
}
