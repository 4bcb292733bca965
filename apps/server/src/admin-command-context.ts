/**
 * What every admin CLI command is given: its arguments, the brand, and the typed client of the operator call table
 * (packages/contract/src/calls/operators*.ts), authenticated by the operator's personal API key, so every change is
 * audited under that operator's name.
 */
import { type AnyCallName, type AnyCallQuery, type AnyCallValue, everyCall } from '@app/contract/every-call';
import type { BrandLookup } from './lib/brands';

export interface CommandContext {
  positional: string[];
  flags: Map<string, string>;
  /** the --brand flag's brand, or the default one */
  brandId: string;
  /** the brand files by id: the currency an amount is typed and printed in is its brand's */
  brands: BrandLookup;
  /** a request with the master token: the bootstrap of the first owner only */
  api: (method: string, path: string, body?: unknown) => Promise<unknown>;
  /** one request with the operator's API key, answered with the envelope's value (a refusal throws) */
  operatorSend: (method: string, path: string, body?: unknown) => Promise<unknown>;
  /** a typed operator call (the table's path, method and answer) */
  call: OperatorCall;
}

export type OperatorCall = <N extends AnyCallName>(name: N, input?: { query?: AnyCallQuery<N>; body?: unknown }) => Promise<AnyCallValue<N>>;

/** A typed operator call: the path and method from the table, the query encoded, the answer typed. */
export function operatorClient(send: CommandContext['operatorSend']): OperatorCall {
  return async function call<N extends AnyCallName>(name: N, input: { query?: AnyCallQuery<N>; body?: unknown } = {}): Promise<AnyCallValue<N>> {
    const def = everyCall[name];
    const entries = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
    const query = entries.length ? `?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
    return (await send(def.method, def.path + query, def.method === 'GET' ? undefined : (input.body ?? {}))) as AnyCallValue<N>;
  };
}
