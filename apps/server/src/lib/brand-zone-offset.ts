import { spanHolds, zoneOffsetSpan, type ZoneOffsetSpan } from '@app/contract/zoned-time';

/** A span is looked up again after this long even while it holds: a zone whose span has no end is searched daily. */
const FRESH_MS = 86_400_000;
const spans = new Map<string, { span: ZoneOffsetSpan; at: number }>();

/**
 * A brand zone's offset and the span it holds for, as the site's boot answer carries it. Found once per zone and day
 * (finding a span reads the zone's clock some 800 times), not on every page load.
 */
export function brandZoneOffset(timeZone: string, now = Date.now()): ZoneOffsetSpan {
  const known = spans.get(timeZone);
  if (known && now - known.at < FRESH_MS && spanHolds(known.span, now)) return known.span;
  const span = zoneOffsetSpan(timeZone, now);
  spans.set(timeZone, { span, at: now });
  return span;
}
