/**
 * What the PEG check needs to read the stored texts of the scheme grammars: the meanings of their
 * prose values and of the rules they use without defining, and the ABNF checked in place of the
 * texts the reader cannot read (another notation) or that describe another level than the grammar
 * matches (RFC 2368's and RFC 6068's addresses as they stand in the URI). Each `why` says which.
 */

/** one pct-encoded triplet (RFC 3986 §2.1) */
const PCT = '"%" HEXDIG HEXDIG';
/** a triplet for each of these characters (its hex digits case-insensitive, as ABNF strings are) */
const triplets = (chars: string) => [...chars].map((c) => `"%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}"`).join(' / ');
/** a triplet for any octet but these */
const tripletsBut = (chars: string) => {
  const but = new Set([...chars].map((c) => c.charCodeAt(0)));
  const all: string[] = [];
  for (let n = 0; n < 256; n++) if (!but.has(n)) all.push(`"%${n.toString(16).toUpperCase().padStart(2, '0')}"`);
  return all.join(' / ');
};

/** RFC 822 §3.1.4's white space and comments between tokens, as the grammar writes them (`lex`) */
const LEX = '*( linear-white-space / comment )';

export const SCHEME_PROSE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  rfc2368: {
    // RFC 1738's xchar without "?", "=", "&" (see urlc in grammars/rfc2368.ts)
    urlc: 'ALPHA / DIGIT / "$" / "-" / "_" / "." / "+" / "!" / "*" / "\'" / "(" / ")" / "," / ";" / "/" / ":" / "@" / "%" HEXDIG HEXDIG',
    lex: LEX,
    'any CHAR except specials, SPACE and CTLs': '%x21 / %x23-27 / %x2A-2B / %x2D / %x2F-39 / %x3D / %x3F / %x41-5A / %x5E-7E',
    '"': '%x22',
    SPACE: '%x20',
    // RFC 822 §3.3: CHAR = <any ASCII character> (decimal 0-127), where RFC 5234's CHAR starts at %x01
    CHAR: '%x00-7F',
  },
  rfc2397: {
    // "urlchar is imported from [RFC2396]": its uric (reserved | unreserved | escaped)
    urlchar: '";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / "," / ALPHA / DIGIT / "-" / "_" / "." / "!" / "~" / "*" / "\'" / "(" / ")" / "%" HEXDIG HEXDIG',
  },
  rfc5538: {
    pchar: 'pchar',
    // the grammar's reading of §4's prose (see msg-id-core in grammars/rfc5538.ts): RFC 5322's
    // dot-atom-text "@" (dot-atom-text / no-fold-literal), over the URI's characters
    'see RFC 5536 Section 3.1.3': 'mid-atom "@" ( mid-atom / "%5B" *mid-dtext "%5D" )',
    'mid-atom': '1*mid-atext *( "." 1*mid-atext )',
    'mid-atext': `ALPHA / DIGIT / "!" / "$" / "&" / "'" / "*" / "+" / "-" / "=" / "_" / "~" / "%" %x38-39 HEXDIG / "%" ("A" / "B" / "C" / "D" / "E" / "F") HEXDIG / ${triplets("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-/=?^_`{|}~")}`,
    'mid-dtext': `ALPHA / DIGIT / "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / "-" / "." / ":" / ";" / "=" / "@" / "_" / "~" / ${tripletsBut(']')}`,
  },
  rfc6455: { pchar: 'pchar', 'path-abempty, defined in [RFC3986], Section 3.3': 'path-abempty' },
  rfc7230: { pchar: 'pchar', 'host, see [RFC3986], Section 3.2.2': 'host' },
  rfc9110: { pchar: 'pchar', 'host, see [URI], Section 3.2.2': 'host' },
  // "alphanum" is used by RFC 8141 §2 and defined nowhere it cites: ALPHA / DIGIT
  rfc8141: { pchar: 'pchar', alphanum: 'ALPHA / DIGIT' },
  rfc6068: {
    unreserved: 'ALPHA / DIGIT / "-" / "." / "_" / "~"',
    'pct-encoded': PCT,
  },
};

type Substitutes = Record<string, Record<string, { abnf: string; why: string; name?: string }>>;

const URN_WHY = "RFC 2141 writes its own BNF (`<name> ::= …`, `|`, `[ 1,31<x> ]` for one to thirty-one), which the reader does not read: the same rule in RFC 5234's notation, its single letters as %x values (RFC 2141's strings are case-sensitive)";
const D2397_WHY = 'RFC 2397 writes `:=` for `=` (otherwise RFC 822 notation, as RFC 2045 §5.1 is): the same rule with `=`';
const T2045_WHY = 'RFC 2397 §3: type, subtype, attribute and value "are the corresponding tokens from [RFC2045], represented using URL escaped encoding of [RFC2396] as necessary" (and "the quote mark is itself not a valid urlchar", so no quoted-string): a token, as the grammar reads it';

export const SCHEME_SUBSTITUTES: Substitutes = {
  rfc2141: {
    URN: { why: URN_WHY, abnf: 'URN = "urn:" NID ":" NSS' },
    NID: { why: URN_WHY, abnf: 'NID = let-num *31let-num-hyp' },
    'let-num-hyp': { why: URN_WHY, abnf: 'let-num-hyp = upper / lower / number / "-"' },
    'let-num': { why: URN_WHY, abnf: 'let-num = upper / lower / number' },
    upper: { why: URN_WHY, abnf: 'upper = %x41-5A' },
    lower: { why: URN_WHY, abnf: 'lower = %x61-7A' },
    number: { why: URN_WHY, abnf: 'number = %x30-39' },
    NSS: { why: URN_WHY, abnf: 'NSS = 1*URN-chars' },
    'URN chars': { why: `${URN_WHY}; its name holds a space, which no ABNF name does: URN-chars`, name: 'URN-chars', abnf: 'URN-chars = trans / "%" hex hex' },
    trans: { why: URN_WHY, abnf: 'trans = upper / lower / number / other / reserved' },
    hex: { why: URN_WHY, abnf: 'hex = number / %x41-46 / %x61-66' },
    other: { why: URN_WHY, abnf: 'other = "(" / ")" / "+" / "," / "-" / "." / ":" / "=" / "@" / ";" / "$" / "_" / "!" / "*" / "\'"' },
    reserved: { why: `${URN_WHY} (its first string opened with "'" read as '"%"')`, abnf: 'reserved = "%" / "/" / "?" / "#"' },
  },
  rfc2368: {
    to: {
      why: 'RFC 2368 §2: `to = #mailbox` is read on the decoded text ("all URL reserved characters in "to" must be encoded: in particular, parentheses, commas, and the percent sign"); in the URL, `to` is the encoded run the grammar writes: urlc without "(", ")" and ","',
      abnf: 'to = 1*( ALPHA / DIGIT / "$" / "-" / "_" / "." / "+" / "!" / "*" / "\'" / ";" / "/" / ":" / "@" / "%" HEXDIG HEXDIG )',
    },
    '#mailbox': {
      why: "RFC 822 §2.7's `#` list (\"#element\": elements separated by commas, null elements allowed), which the reader does not read, written out with §3.1.4's white space and comments between tokens; the name holds \"#\", which no ABNF name does: mailbox-list",
      name: 'mailbox-list',
      abnf: 'mailbox-list = lex [ mailbox ] lex *( "," lex [ mailbox ] lex )',
    },
    mailbox: { why: "RFC 822 §3.1.4: white space and comments may stand between any two tokens; written out as the grammar does (`lex`)", abnf: 'mailbox = addr-spec / phrase lex route-addr' },
    'route-addr': { why: "RFC 822 §3.1.4: white space and comments between tokens, written out", abnf: 'route-addr = "<" lex [ route ] lex addr-spec lex ">"' },
    route: { why: "RFC 822 §2.7's `1#` list (one or more, comma-separated), which the reader does not read, written out with §3.1.4's white space and comments between tokens", abnf: 'route = "@" lex domain *( lex "," lex "@" lex domain ) lex ":"' },
    'addr-spec': { why: "RFC 822 §3.1.4: white space and comments between tokens, written out", abnf: 'addr-spec = local-part lex "@" lex domain' },
    'local-part': { why: "RFC 822 §3.1.4: white space and comments between tokens, written out", abnf: 'local-part = word *( lex "." lex word )' },
    domain: { why: "RFC 822 §3.1.4: white space and comments between tokens, written out", abnf: 'domain = sub-domain *( lex "." lex sub-domain )' },
    phrase: { why: "RFC 822 §3.1.4: white space and comments between tokens, written out", abnf: 'phrase = word *( lex word )' },
    qtext: {
      why: 'its prose value holds "<">" and ends at that ">": the same characters as %x values (CHAR is %x00-7F in RFC 822 §3.3); the CRLF folding "including linear-white-space" allows is in neither this nor the grammar (a decoded address holds no CRLF)',
      abnf: 'qtext = 1*( %x00-0C / %x0E-21 / %x23-5B / %x5D-7F )',
    },
    dtext: { why: 'its prose value holds "[" in quotes and ends at no ">" of its own: the same characters as %x values (see qtext)', abnf: 'dtext = 1*( %x00-0C / %x0E-5A / %x5E-7F )' },
    ctext: { why: 'its prose value is written over three lines: the same characters as %x values (see qtext)', abnf: 'ctext = 1*( %x00-0C / %x0E-27 / %x2A-5B / %x5D-7F )' },
  },
  rfc2397: {
    dataurl: { why: D2397_WHY, abnf: 'dataurl = "data:" [ mediatype ] [ ";base64" ] "," data' },
    mediatype: { why: D2397_WHY, abnf: 'mediatype = [ type "/" subtype ] *( ";" parameter )' },
    data: { why: D2397_WHY, abnf: 'data = *urlchar' },
    parameter: { why: D2397_WHY, abnf: 'parameter = attribute "=" value' },
    type: { why: T2045_WHY, abnf: 'type = token' },
    subtype: { why: T2045_WHY, abnf: 'subtype = token' },
    attribute: { why: T2045_WHY, abnf: 'attribute = token' },
    value: { why: T2045_WHY, abnf: 'value = token' },
    token: {
      why: 'RFC 2045 §5.1\'s token (1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>) "represented using URL escaped encoding of [RFC2396] as necessary" (RFC 2397 §3): the token characters a URL holds unescaped, and escapes',
      abnf: 'token = 1*( ALPHA / DIGIT / "-" / "_" / "." / "!" / "~" / "*" / "\'" / "&" / "+" / "$" / "%" HEXDIG HEXDIG )',
    },
  },
  rfc3966: {
    'local-number-digits': {
      why: 'RFC 3966 writes no space between ")" and "*phonedigit-hex"; RFC 5234 §4 separates the elements of a concatenation by white space (concatenation = repetition *(1*c-wsp repetition)): the same rule with the space',
      abnf: 'local-number-digits = *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex',
    },
  },
  rfc6068: {
    'dtext-no-obs': {
      why: 'RFC 6068 §2 item 1: the ABNF is over raw characters, the URI holds the ones that must be encoded as triplets; this is the rule as it stands in the URI (the grammar\'s header): the characters a URI holds unencoded, or a triplet of any octet but "[", "]" and "\\"',
      abnf: `dtext-no-obs = ALPHA / DIGIT / "-" / "." / "_" / "~" / "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ":" / ";" / "@" / ${tripletsBut('[]\\')}`,
    },
    domain: {
      why: 'RFC 6068 §2 item 1: "[" and "]" are among the characters that must be percent-encoded; the domain literal as it stands in the URI',
      abnf: 'domain = dot-atom-text / "%5B" *dtext-no-obs "%5D"',
    },
    atext: {
      why: "RFC 6068 §2 items 1, 4 and 5: RFC 5322's atext as it stands in the URI: the atext characters no URI needs encoded, or a triplet of an atext character or of a UTF-8 octet beyond ASCII",
      abnf: `atext = ALPHA / DIGIT / "!" / "$" / "'" / "*" / "+" / "-" / "_" / "~" / "%" %x38-39 HEXDIG / "%" ("A" / "B" / "C" / "D" / "E" / "F") HEXDIG / ${triplets("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-/=?^_`{|}~")}`,
    },
    'quoted-string': {
      why: 'RFC 6068 §2 items 1 and 3: DQUOTE is "%22" in the URI, no CFWS; folding white space inside is an encoded qtext',
      abnf: 'quoted-string = "%22" *qcontent "%22"',
    },
    qtext: {
      why: "RFC 6068 §2 item 1: RFC 5322's qtext (no obs-qtext: item 2) as it stands in the URI: the qtext characters a URI holds unencoded, or a triplet of any octet but DQUOTE and \"\\\"",
      abnf: `qtext = ALPHA / DIGIT / "-" / "." / "_" / "~" / "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ":" / ";" / "@" / ${tripletsBut('"\\')}`,
    },
    'quoted-pair': {
      why: 'RFC 6068 §2 items 1 and 2: "\\" is "%5C" in the URI (no obs-qp), followed by a character as it stands in the URI (raw qtext or a triplet)',
      abnf: `quoted-pair = "%5C" ( "%" HEXDIG HEXDIG / ALPHA / DIGIT / "-" / "." / "_" / "~" / "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ":" / ";" / "@" )`,
    },
  },
};
