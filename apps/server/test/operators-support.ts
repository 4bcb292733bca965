import { type AnyCallName, everyCall } from '@app/contract/every-call';
import { randomBytes } from 'node:crypto';
import { type CommandContext, operatorClient } from '../src/admin-command-context';
import { totpCodeOf } from '../src/modules/operators/totp';
import { DEMO_TOTP_SECRET, demoOperators } from '../src/seed/operators';
import { freshIp } from './accounts-support';
import { OPS_HOST, opsHeaders, type TestApp, testOperatorKey } from './helper';

export type DemoRole = (typeof demoOperators)[number]['role'];

/**
 * The back office's calls as a client makes them: on the operator host, with the operator's bearer token. The
 * authenticator's code is read off the demo secret; each 30-second step is good once per operator, so a test that
 * signs one operator in twice passes `at` a time in another step.
 */
export function operatorsClient(app: TestApp, defaults: { ip?: string } = {}) {
  const ip = defaults.ip ?? freshIp();

  async function call(name: AnyCallName, input: { token?: string; body?: unknown; query?: Record<string, string | number>; host?: string; headers?: Record<string, string> } = {}) {
    const def = everyCall[name];
    const headers: Record<string, string> = { host: input.host ?? OPS_HOST, 'x-forwarded-for': ip, ...input.headers };
    if (input.token) headers.authorization = `Bearer ${input.token}`;
    const query = input.query ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
    const res = await app.inject({ method: def.method, url: def.path + query, headers, payload: def.method === 'GET' ? undefined : ((input.body ?? {}) as object) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever value a call answers
    return { status: res.statusCode, body: res.json() as { success: boolean; code: string; message: string; value: any } };
  }

  /** Signs a demo operator in (password and the authenticator's code for `at`); returns the session token. */
  async function login(username: string, at = Date.now()) {
    const demo = demoOperators.find((o) => o.username === username);
    if (!demo) throw new Error(`no demo operator ${username}`);
    const res = await call('operatorLogin', { body: { username, password: demo.password, code: totpCodeOf(DEMO_TOTP_SECRET, at) } });
    if (!res.body.success) throw new Error(`${username} login: ${res.body.code}`);
    return res.body.value.token as string;
  }

  return { call, login, ip };
}

/** A session of every demo operator role, each signed in with a code of a different 30-second step than `at`'s. */
export async function operatorTokens(app: TestApp, at = Date.now()) {
  const client = operatorsClient(app);
  const tokens = {} as Record<DemoRole, string>;
  for (const demo of demoOperators) tokens[demo.role] = await client.login(demo.username, at);
  return tokens;
}

/**
 * A new operator of the role limited to some brands, made by the test owner and enrolled with the authenticator:
 * their session token. The password is made for the run (nothing to sign in with outside it).
 */
export async function brandLimitedOperator(app: TestApp, username: string, role: string, brandIds: string[]) {
  const ops = operatorsClient(app);
  const password = `Op${randomBytes(8).toString('hex')}7`;
  const created = await ops.call('operatorCreate', { token: testOperatorKey, body: { username, password, role, brandIds } });
  if (!created.body.success) throw new Error(`operatorCreate ${username}: ${created.body.code}`);
  const enrolment = (await ops.call('operatorLogin', { body: { username, password } })).body.value;
  return (await ops.call('operatorEnrol', { body: { ticket: enrolment.ticket, code: totpCodeOf(enrolment.secret) } })).body.value.token as string;
}

/**
 * Admin CLI commands against this app, as admin-cli.ts runs them (typed operator calls with the test owner's API key
 * on the operator host), with what they print; a refusal throws with its code. `run` is the area's command runner.
 */
export function inProcessCli(app: TestApp, run: (command: string, context: CommandContext) => Promise<boolean>) {
  /** one request with the test owner's API key, answered with the envelope's value */
  const operatorSend = async (method: string, path: string, body?: unknown) => {
    const res = await app.inject({ method: method as 'GET' | 'POST', url: path, headers: opsHeaders, ...(body !== undefined ? { payload: body as object } : {}) });
    const answer = res.json() as { success: boolean; code: string; value: unknown };
    if (!answer.success) throw new Error(`${answer.code}: ${JSON.stringify(answer.value)}`);
    return answer.value;
  };
  const noMasterToken = async (): Promise<never> => {
    throw new Error('these commands send operator calls only');
  };
  return async function cli(command: string, args: string[]) {
    const flags = new Map<string, string>();
    const positional: string[] = [];
    for (let i = 0; i < args.length; i++) {
      if (args[i]!.startsWith('--')) flags.set(args[i]!.slice(2), args[++i] ?? '');
      else positional.push(args[i]!);
    }
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      const known = await run(command, { positional, flags, brandId: flags.get('brand') ?? 'demo', brands: app.brands, api: noMasterToken, operatorSend, call: operatorClient(operatorSend) });
      return { known, printed };
    } finally {
      console.log = log;
    }
  };
}
