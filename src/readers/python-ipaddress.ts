/**
 * Python's `ipaddress.ip_address()` as urllib.parse uses it to check a bracketed host (CPython 3.12,
 * Lib/ipaddress.py): IPv4Address first (four decimal octets, no leading zeros), then IPv6Address
 * (at most one "::", hextets of one to four hex digits, a trailing dotted IPv4 address, and a scope
 * id after "%" that is non-empty and holds no other "%"). Only what urllib.parse asks is modelled:
 * which of the two, if any, the text is.
 */

/** `ipaddress.IPv4Address(text)` accepts the text (`_ip_int_from_string`, `_parse_octet`). */
export function isPythonIpv4(text: string): boolean {
  const octets = text.split('.');
  if (octets.length !== 4) return false;
  // _parse_octet: ASCII decimal digits only, at most three, "Leading zeros are not permitted"
  return octets.every((o) => /^[0-9]{1,3}$/.test(o) && Number(o) <= 255 && !(o.length > 1 && o[0] === '0'));
}

/** The 16-bit pieces of an IPv6 address as `IPv6Address(text)` reads it (scope id removed), or undefined. */
export function pythonIpv6(text: string): { hextets: number[]; scope?: string } | undefined {
  if (text.includes('/')) return undefined; // "Unexpected '/'"
  // _split_scope_id: addr, sep, scope_id = ip_str.partition('%')
  const pct = text.indexOf('%');
  const addr = pct < 0 ? text : text.slice(0, pct);
  const scope = pct < 0 ? undefined : text.slice(pct + 1);
  if (scope !== undefined && (scope === '' || scope.includes('%'))) return undefined;
  const parts = addr.split(':');
  if (parts.length < 3) return undefined; // "At least 3 parts expected"
  const last = parts[parts.length - 1];
  if (last.includes('.')) {
    if (!isPythonIpv4(last)) return undefined;
    const [a, b, c, d] = last.split('.').map(Number);
    parts.splice(parts.length - 1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  if (parts.length > 9) return undefined; // _HEXTET_COUNT + 1
  let skip: number | undefined;
  for (let i = 1; i < parts.length - 1; i++) {
    if (parts[i] !== '') continue;
    if (skip !== undefined) return undefined; // "At most one '::' permitted"
    skip = i;
  }
  let hi: number;
  let lo: number;
  if (skip !== undefined) {
    hi = skip;
    lo = parts.length - skip - 1;
    if (parts[0] === '' && --hi !== 0) return undefined; // "Leading ':' only permitted as part of '::'"
    if (parts[parts.length - 1] === '' && --lo !== 0) return undefined; // trailing ':' likewise
    if (8 - (hi + lo) < 1) return undefined; // "Expected at most 7 other parts with '::'"
  } else {
    if (parts.length !== 8 || parts[0] === '' || parts[parts.length - 1] === '') return undefined;
    hi = parts.length;
    lo = 0;
  }
  const hextets: number[] = [];
  const read = (p: string) => (/^[0-9A-Fa-f]{1,4}$/.test(p) ? parseInt(p, 16) : undefined);
  for (const p of parts.slice(0, hi)) {
    const n = read(p);
    if (n === undefined) return undefined;
    hextets.push(n);
  }
  for (let i = 0; i < 8 - hi - lo; i++) hextets.push(0);
  for (const p of lo ? parts.slice(-lo) : []) {
    const n = read(p);
    if (n === undefined) return undefined;
    hextets.push(n);
  }
  return scope === undefined ? { hextets } : { hextets, scope };
}

/** Eight 16-bit pieces in RFC 5952 form (the longest run of two or more zero pieces as "::"), bracketed. */
export function bracketedIpv6(hextets: readonly number[]): string {
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (hextets[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && hextets[j] === 0) j++;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j;
  }
  const hex = hextets.map((h) => h.toString(16));
  if (best < 0) return `[${hex.join(':')}]`;
  return `[${hex.slice(0, best).join(':')}::${hex.slice(best + bestLength).join(':')}]`;
}
