/**
 * An independent oracle for RFC 2396 (+ RFC 2732): Appendix A transcribed rule by rule into one
 * backtracking regular expression per rule. The 2396 grammar has no recursion, so its language is
 * regular, and a JS regexp's backtracking explores every alternative the BNF allows: this is the
 * BNF's language exactly, with none of the ordered-choice reasoning of grammars/rfc2396.ts.
 * (Backtracking is exponential on some long inputs: use it on short strings only.)
 */

export interface Oracle {
  /** a whole-string matcher for each rule, by its RFC spelling */
  rules: Record<string, RegExp>;
}

export function rfc2396Oracle(rfc2732 = false): Oracle {
  const g = (s: string) => `(?:${s})`;
  const alpha = '[A-Za-z]';
  const digit = '[0-9]';
  const alphanum = '[A-Za-z0-9]';
  const hex = '[0-9A-Fa-f]';
  const mark = "[-_.!~*'()]";
  const unreserved = g(`${alphanum}|${mark}`);
  const escaped = g(`%${hex}${hex}`);
  const reserved = rfc2732 ? '[;/?:@&=+$,\\[\\]]' : '[;/?:@&=+$,]';
  const uric = g(`${reserved}|${unreserved}|${escaped}`);
  const pchar = g(`${unreserved}|${escaped}|[:@&=+$,]`);
  const param = `${pchar}*`;
  const segment = `${pchar}*${g(`;${param}`)}*`;
  const pathSegments = `${segment}${g(`/${segment}`)}*`;
  const absPath = `/${pathSegments}`;
  const relSegment = `${g(`${unreserved}|${escaped}|[;@&=+$,]`)}+`;
  const relPath = `${relSegment}${g(absPath)}?`;
  const userinfo = `${g(`${unreserved}|${escaped}|[;:&=+$,]`)}*`;
  const domainlabel = g(`${alphanum}|${alphanum}${g(`${alphanum}|-`)}*${alphanum}`);
  const toplabel = g(`${alpha}|${alpha}${g(`${alphanum}|-`)}*${alphanum}`);
  const hostname = `${g(`${domainlabel}\\.`)}*${toplabel}\\.?`;
  const ipv4address = rfc2732
    ? `${digit}{1,3}\\.${digit}{1,3}\\.${digit}{1,3}\\.${digit}{1,3}`
    : `${digit}+\\.${digit}+\\.${digit}+\\.${digit}+`;
  // RFC 2373 §2.2's three text forms, written out independently: eight pieces; "::" standing for
  // one or more zero pieces with at most seven written around it; six pieces (or fewer with "::")
  // and a dotted quad.
  const h = `${hex}{1,4}`;
  const ipv6address = g(
    [
      `${g(`${h}:`)}{7}${h}`,
      `${g(`${h}:`)}{6}${ipv4address}`,
      // with "::": i pieces before, j after, i + j <= 7 (or <= 5 before a dotted quad)
      ...compressed(h, ipv4address),
    ].join('|'),
  );
  const ipv6reference = `\\[${ipv6address}\\]`;
  const host = g(rfc2732 ? `${hostname}|${ipv4address}|${ipv6reference}` : `${hostname}|${ipv4address}`);
  const port = `${digit}*`;
  const hostport = `${host}${g(`:${port}`)}?`;
  const server = g(`${g(`${userinfo}@`)}?${hostport}`) + '?';
  const regName = `${g(`${unreserved}|${escaped}|[$,;:@&=+]`)}+`;
  const authority = g(`${server}|${regName}`);
  const netPath = `//${authority}${g(absPath)}?`;
  const scheme = `${alpha}[A-Za-z0-9+.-]*`;
  const uricNoSlash = g(`${unreserved}|${escaped}|[;?:@&=+$,]`);
  const opaquePart = `${uricNoSlash}${uric}*`;
  const query = `${uric}*`;
  const fragment = `${uric}*`;
  const hierPart = `${g(`${netPath}|${absPath}`)}${g(`\\?${query}`)}?`;
  const absoluteURI = `${scheme}:${g(`${hierPart}|${opaquePart}`)}`;
  const relativeURI = `${g(`${netPath}|${absPath}|${relPath}`)}${g(`\\?${query}`)}?`;
  const uriReference = `${g(`${absoluteURI}|${relativeURI}`)}?${g(`#${fragment}`)}?`;

  const whole = (s: string) => new RegExp(`^${g(s)}$`);
  const rules: Record<string, RegExp> = {
    'URI-reference': whole(uriReference),
    absoluteURI: whole(absoluteURI),
    relativeURI: whole(relativeURI),
    net_path: whole(netPath),
    abs_path: whole(absPath),
    rel_path: whole(relPath),
    authority: whole(authority),
    server: whole(server),
    reg_name: whole(regName),
    userinfo: whole(userinfo),
    host: whole(host),
    hostname: whole(hostname),
    IPv4address: whole(ipv4address),
    opaque_part: whole(opaquePart),
    query: whole(query),
  };
  if (rfc2732) rules.IPv6address = whole(ipv6address);
  return { rules };
}

/** The "::" forms: i pieces, "::", j pieces [, ":" quad], within the 8 (or 6 + quad) pieces. */
function compressed(h: string, quad: string): string[] {
  const out: string[] = [];
  const run = (n: number) => (n === 0 ? '' : `${h}${`(?::${h})`.repeat(n - 1)}`);
  for (let i = 0; i <= 7; i++) {
    for (let j = 0; i + j <= 7; j++) out.push(`${run(i)}::${run(j)}`);
  }
  for (let i = 0; i <= 5; i++) {
    for (let j = 0; i + j <= 5; j++) out.push(`${run(i)}::${j === 0 ? '' : `${run(j)}:`}${quad}`);
  }
  return out;
}
