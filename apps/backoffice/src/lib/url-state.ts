import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state (page, sort, filters) in the URL's search params: a link or a reload shows the same rows, and the
 * browser's back button steps through them. Values equal to their default are left out of the URL.
 */
export function useUrlState<T extends Record<string, string>>(defaults: T) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T)[]) {
      const value = params.get(key as string);
      if (value !== null) out[key] = value as T[keyof T];
    }
    return out;
    // defaults are a module constant of each page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  /** Sets some values; any change but the page's own goes back to page 1. */
  const update = useCallback(
    (patch: Partial<T>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setParams, defaults],
  );
  return [values, update] as const;
}

/** A positive whole page number from the URL (1 when missing or not a number). */
export const pageOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * Paging of a list the server answers whole (sessions, keys, operators, notes): the page in the URL under `param`,
 * the rows of that page, and a setter.
 */
export function usePagedRows<T>(rows: readonly T[], param: string, pageSize: number) {
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(pageOf(params.get(param) ?? undefined), pages);
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete(param);
        else updated.set(param, String(next));
        return updated;
      }),
    [setParams, param],
  );
  return { page, pageSize, total: rows.length, rows: rows.slice((page - 1) * pageSize, page * pageSize), setPage };
}
