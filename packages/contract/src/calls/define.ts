import { z } from 'zod';
import type { OperatorPermission } from '../operators';
import { refuseForbiddenCharacters } from '../text';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Module identifiers: the spec's (COMM3, REG3, PASS3, FUNDTRANS3, PTSYS3, INBOX3, FEEDBACK3) plus ours for areas it leaves unnamed. */
export type ModuleId =
  | 'COMM3'
  | 'REG3'
  | 'PASS3'
  | 'FUNDTRANS3'
  | 'PTSYS3'
  | 'INBOX3'
  | 'FEEDBACK3'
  | 'GAME3'
  | 'LOTT3'
  | 'PROMO3'
  | 'AGENT3'
  | 'RG3'
  /** the back office: operator calls (issue 28) */
  | 'OPS';

/**
 * Who a call admits: visitor (no token), member (type 0), trial (free demo, type 4), agent (types 1, 2, 41, 42),
 * operator (a back-office session or API key, on the operator hosts only), and installer (the installation's master
 * token, which only makes the first owner). The server's one router enforces it for every call; an operator call also
 * names the permission its role must grant.
 */
export type Role = 'visitor' | 'member' | 'trial' | 'agent' | 'operator' | 'installer';
export const roleSets = {
  /** everyone, logged in or not */
  anyone: ['visitor', 'member', 'trial', 'agent'],
  /** any logged-in account, trial included */
  accounts: ['member', 'trial', 'agent'],
  /** real accounts: trial accounts are told in_need_true_account */
  realAccounts: ['member', 'agent'],
  /** the agent centre */
  agents: ['agent'],
  /** the back office, signed in */
  operators: ['operator'],
  /** the back office's sign-in: nobody is signed in yet */
  operatorEntry: ['visitor', 'operator'],
  /** the master token (ADMIN_TOKEN or the data folder's admin-token): a new installation's first owner, nothing else */
  installer: ['installer'],
} as const satisfies Record<string, readonly Role[]>;

export interface CallDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  module: ModuleId;
  /** true: a session token is required; 'optional': answers visitors and members differently */
  login: boolean | 'optional';
  /** the roles admitted (roleSets); a login call never admits visitors */
  roles: readonly Role[];
  /** operator calls: the permission the operator's role must grant ('signedIn': any operator, for their own account) */
  permission?: OperatorPermission | 'signedIn';
  /** the body travels encrypted (hybrid RSA-OAEP + AES-GCM) */
  encrypt: boolean;
  /** a larger body limit than the server's default (uploads) */
  maxBodyBytes?: number;
  query: Q;
  body: B;
  response: R;
}

const none = z.object({}).strict();
/** Placeholder shapes for calls whose issue has not landed; the server answers NOT_IMPLEMENTED for them. */
export const anyQuery = z.object({}).catchall(z.string());
export const anyBody = z.object({}).catchall(z.unknown());
const pending = z.unknown();

export function call<Q extends z.ZodType = typeof none, B extends z.ZodType = typeof none, R extends z.ZodType = z.ZodUnknown>(
  def: Omit<CallDef<Q, B, R>, 'query' | 'body' | 'response'> & { query?: Q; body?: B; response?: R },
): CallDef<Q, B, R> {
  return {
    ...def,
    query: refuseForbiddenCharacters((def.query ?? none) as Q),
    body: refuseForbiddenCharacters((def.body ?? none) as B),
    response: (def.response ?? pending) as R,
  };
}
export const relay = (name: string) => `/wps/relay/${name}`;
