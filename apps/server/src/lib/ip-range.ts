/** IPv4 address and CIDR matching, enough for the operator's region rules. */
export function ipv4ToInt(ip: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip.replace(/^::ffff:/, ''));
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

export function ipInRange(ip: string, range: string): boolean {
  const [base, bitsText] = range.split('/');
  const addr = ipv4ToInt(ip);
  const net = ipv4ToInt(base ?? '');
  if (addr === null || net === null) return false;
  const bits = bitsText === undefined ? 32 : Number(bitsText);
  if (bits === 0) return true;
  const mask = (~0 << (32 - bits)) >>> 0;
  return (addr & mask) === (net & mask);
}

/**
 * Country lookup. No commercial GeoIP database ships with the demo: a small table maps the
 * documentation ranges to countries so region rules can be exercised; everything else is 'ZZ' (unknown).
 */
const demoCountryRanges: Array<[string, string]> = [
  ['192.0.2.0/24', 'US'],
  ['198.51.100.0/24', 'SG'],
  ['203.0.113.0/24', 'CN'],
  ['100.64.0.0/10', 'PH'],
];
export function countryOf(ip: string): string {
  for (const [range, country] of demoCountryRanges) if (ipInRange(ip, range)) return country;
  return 'ZZ';
}
