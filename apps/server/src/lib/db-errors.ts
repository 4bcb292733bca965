/** What the database driver reports about a refused statement (PostgreSQL and PGlite errors carry these fields). */
export interface DatabaseErrorFields {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  message?: string;
}

/** The driver's error inside `error` (drizzle wraps it in `cause`), found by its SQLSTATE, or null for other errors. */
export function databaseError(error: unknown): DatabaseErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const link = current as Partial<DatabaseErrorFields> & { cause?: unknown };
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) return link as DatabaseErrorFields;
    current = link.cause;
  }
  return null;
}

/** The PostgreSQL SQLSTATE of an error or of what it wraps, or undefined. */
export const sqlState = (error: unknown) => databaseError(error)?.code;

/** The violated unique constraint's name when `error` (possibly wrapped by drizzle) is a unique violation. */
export function uniqueViolation(error: unknown): string | null {
  const e = databaseError(error);
  if (e?.code !== '23505') return null;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unique';
}
