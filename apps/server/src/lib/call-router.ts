import type { Role } from '@app/contract/calls';
import { type AnyCallName, type AnyCallValue, type EveryCall, everyCall, isOperatorCall } from '@app/contract/every-call';
import { isAccountCenterType, isTrialType } from '@app/contract/session';
import { messageKeyFor } from '@app/contract/envelope';
import { callsAllowedWhileBlocked } from '@app/contract/responsible-gaming';
import type { BrandConfig, Language } from '@app/contract/brand';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';
import { bearerToken, type SignedInOperator } from './operator-token';
import type { SessionMember } from './session-member';

type CallName = AnyCallName;
type Calls = EveryCall;
type CallValue<N extends CallName> = AnyCallValue<N>;

export interface CallContext<N extends CallName> {
  query: z.output<Calls[N]['query']>;
  body: z.output<Calls[N]['body']>;
  brand: BrandConfig;
  language: Language;
  ip: string;
  /** the logged-in member: always set on login calls, set when a valid token came on 'optional' calls */
  member: SessionMember | null;
  /** the signed-in operator: always set on operator calls that need a login */
  operator: SignedInOperator | null;
  request: FastifyRequest;
  reply: FastifyReply;
}
export type CallHandler<N extends CallName> = (ctx: CallContext<N>) => Promise<CallValue<N>> | CallValue<N>;
export type CallHandlers = { [N in CallName]?: CallHandler<N> };

/**
 * Calls that still answer while a brand is in maintenance or blocks the visitor's region: the status and the brand
 * (to show the status screens), and customer service (their Contact us: a logged-in player reaches the desk).
 */
const answeredWhenBlocked = new Set<CallName>([
  'systemStatus',
  'permission',
  'whitelabel',
  'customerServiceLink',
  'supportTopics',
  'supportConversations',
  'supportOpen',
  'supportThread',
  'supportSend',
  'supportAttachment',
]);

export function ok<T>(value: T) {
  return { success: true, code: 'OK', message: 'ok', value };
}

export function firstIssue(error: z.ZodError, where: 'query' | 'body') {
  const issues = error.issues.map((i) => ({ path: i.path.join('.') || where, message: i.message }));
  const first = error.issues[0] as { message?: string; params?: { min: number; max: number } } | undefined;
  // custom issues from the contract's field rules carry a text-pack key and bounds
  const key = first?.message && /^[a-z][a-z0-9_]*$/.test(first.message) ? first.message : undefined;
  return { field: issues[0]?.path ?? where, issues, ...(key ? { key } : {}), ...(first?.params ? { params: first.params } : {}) };
}

/** Calls a session that must change its password (123456 or expired) may still make. */
const allowedBeforePasswordChange = new Set<CallName>(['changePassword', 'logout', 'memberInfo', 'memberIcon', 'playerAvatar', 'updateLanguage']);

export interface CallRouterOptions {
  /** the member of a token on a brand, or null for an unknown, expired or revoked token */
  resolveSession?: (token: string, brandId: string) => Promise<SessionMember | null>;
  /** decrypts an { encrypted: { key, iv, data } } body; throws AppError for a body it cannot use */
  decryptBody?: (body: unknown) => Promise<unknown>;
  /** the operator of a back-office bearer token (session or API key), or null */
  resolveOperator?: (token: string) => Promise<SignedInOperator | null>;
  /** whether the brand requires an authenticator of this agent and the agent has none yet (issue 31) */
  agentLacksTwoFactor?: (member: SessionMember, brand: BrandConfig) => Promise<boolean>;
}

/** The role a caller plays: a visitor without a (valid) token, else by member type. */
export function roleOf(member: Pick<SessionMember, 'type'> | null): Role {
  if (!member) return 'visitor';
  if (isTrialType(member.type)) return 'trial';
  return isAccountCenterType(member.type) ? 'agent' : 'member';
}

/** Refuses a caller whose role the call does not admit, with the code the client acts on. */
function admitRole(roles: readonly Role[], role: Role) {
  if (roles.includes(role)) return;
  const value = { admits: roles };
  if (role === 'visitor') throw new AppError('NOT_LOGGED_IN', value);
  if (role === 'trial') throw new AppError('TRIAL_ACCOUNT', value);
  throw new AppError('FORBIDDEN', value);
}

function headerToken(request: FastifyRequest) {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token?.trim() || undefined;
}

/**
 * Registers one route per entry of the contract's call table: validates query and body with its schemas,
 * checks login and the site status, then runs the handler or answers NOT_IMPLEMENTED.
 */
export function registerCalls(app: FastifyInstance, handlers: CallHandlers, options: CallRouterOptions = {}) {
  /** the member the onRequest step admitted, for the handler step of the same request */
  const callMembers = new WeakMap<FastifyRequest, SessionMember | null>();
  const callOperators = new WeakMap<FastifyRequest, SignedInOperator | null>();

  /**
   * An operator call: the back office's bearer token (a player's token means nothing here), the operator role, and
   * the permission the call names. The operator becomes the request's actor for the audit.
   */
  async function admitOperator(request: FastifyRequest, def: EveryCall[CallName]) {
    const token = bearerToken(request);
    const operator = token && options.resolveOperator ? await options.resolveOperator(token) : null;
    // the master token (the app's onRequest hook named its owner as the request's operator) is the installer's
    const installer = request.operator !== null && !operator;
    admitRole(def.roles, operator ? 'operator' : installer && def.roles.includes('installer') ? 'installer' : 'visitor');
    if (operator && def.login !== false && def.permission && def.permission !== 'signedIn' && !operator.permissions.has(def.permission)) {
      throw new AppError('FORBIDDEN', { permission: def.permission });
    }
    if (operator) request.operator = { actor: operator.username, ip: request.clientIp };
    return operator;
  }

  for (const name of Object.keys(everyCall) as CallName[]) {
    const def: EveryCall[CallName] = everyCall[name];
    const handler = handlers[name] as CallHandler<CallName> | undefined;
    app.route({
      method: def.method,
      url: def.path,
      ...(def.maxBodyBytes ? { bodyLimit: def.maxBodyBytes } : {}),
      // before the body is read: the site status, the session and the roles (an upload is refused unread)
      onRequest: async (request) => {
        // the back office stays open while a brand is in maintenance or blocks a region: it is how operators work
        if (isOperatorCall(def)) {
          callOperators.set(request, await admitOperator(request, def));
          callMembers.set(request, null);
          return;
        }
        if (!answeredWhenBlocked.has(name)) {
          const blocked = await app.siteStatus(request.brand, request.clientIp);
          if (blocked.status === 1) throw new AppError('MAINTENANCE');
          if (blocked.status === 2) throw new AppError('REGION_RESTRICTED');
        }
        let member: SessionMember | null = null;
        if (def.login !== false) {
          const token = headerToken(request);
          if (token && options.resolveSession) member = await options.resolveSession(token, request.brand.id);
          if (member?.mustChangePassword && !allowedBeforePasswordChange.has(name)) throw new AppError('PASSWORD_CHANGE_REQUIRED');
          // a time-out or self-exclusion: the session may see the account and withdraw, nothing else (issue 17)
          const block = member?.playBlock;
          if (block && def.login === true && (block.until === null || block.until > Date.now()) && !callsAllowedWhileBlocked.has(name)) throw new AppError('RG_BLOCKED', block);
        }
        // a login call never admits visitors, so this also answers NOT_LOGGED_IN to a missing or revoked token
        const role = roleOf(member);
        admitRole(def.roles, role);
        // the agent centre (calls only agents are admitted to) waits for the authenticator the brand requires
        if (member && role === 'agent' && !def.roles.includes('member') && (await options.agentLacksTwoFactor?.(member, request.brand))) {
          throw new AppError('TWO_FACTOR_REQUIRED');
        }
        callMembers.set(request, member);
      },
      handler: async (request, reply) => {
        const member = callMembers.get(request) ?? null;
        let rawBody: unknown = def.method === 'GET' ? {} : (request.body ?? {});
        if (def.encrypt && def.method !== 'GET' && options.decryptBody) rawBody = await options.decryptBody(rawBody);
        const query = def.query.safeParse(request.query ?? {});
        if (!query.success) throw new AppError('VALIDATION_ERROR', firstIssue(query.error, 'query'));
        const body = def.body.safeParse(rawBody);
        if (!body.success) throw new AppError('VALIDATION_ERROR', firstIssue(body.error, 'body'));
        if (!handler) throw new AppError('NOT_IMPLEMENTED', { call: name });
        const value = await handler({
          query: query.data,
          body: body.data,
          brand: request.brand,
          language: request.language,
          ip: request.clientIp,
          member,
          operator: callOperators.get(request) ?? null,
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
