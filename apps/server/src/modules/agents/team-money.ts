import { minorToMajor } from '@app/contract/money';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type Money<K extends string> = { [P in K]: number } & { [P in `${K}Minor`]: number };

/**
 * The money figures of a brand whose currency has `digits` decimal places: money(name, minor) is the figure as the
 * contract sends it, `name` (decimal) and `nameMinor` (minor units).
 */
export function moneyIn(digits: number) {
  return <K extends string>(name: K, minor: number | string | null | undefined): Money<K> => {
    const value = Number(minor ?? 0);
    return { [name]: minorToMajor(value, digits), [`${name}Minor`]: value } as Money<K>;
  };
}

/** A numeric column as a number (node-postgres answers bigint and count as strings). */
export const num = (value: unknown) => Number(value ?? 0);

/** The rows of a raw statement. */
export async function rowsOf<T = Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
