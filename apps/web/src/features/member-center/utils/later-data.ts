/**
 * Calls of later issues (missions, promotions) have no response shape in the contract yet. The member centre reads
 * them defensively: a list wherever the value keeps one, a count wherever it states one.
 */
type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Items of a later call's answer: the value itself, or its list / content / rows / items / data. */
export function listOf(value: unknown): Loose[] {
  const candidates = isObject(value) ? [value.list, value.content, value.rows, value.items, value.data, value.missions, value.promotions] : [value];
  for (const c of candidates) if (Array.isArray(c)) return c.filter(isObject);
  return [];
}

/** The missions summary's count for the badge: a stated count, else the number of missions listed. */
export function missionCountOf(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, Math.trunc(value));
  if (isObject(value)) {
    for (const key of ['count', 'missionCount', 'total', 'available', 'unclaimed']) {
      const n = value[key];
      if (typeof n === 'number' && Number.isFinite(n)) return Math.max(0, Math.trunc(n));
    }
  }
  return listOf(value).length;
}

/** A readable title of a later call's item. */
export function itemTitle(item: Loose): string {
  for (const key of ['title', 'name', 'missionName', 'promotionName', 'labelName', 'account', 'player', 'username']) {
    const v = item[key];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return '';
}
