/**
 * The ABNF toolkit against its peers on one grammar and one corpus: RFC 3986 Appendix A (the vendored
 * RFC text, `path-empty = 0<pchar>` given the peers as `path-empty = ""`, RFC 5234's core rules appended for them),
 * made into a parser by
 * - uri-editions/abnf: `abnf(text, { start: 'URI-reference' })`;
 * - apg-lite 1.0.7, the grammar object made by apg-js 4.4.0 (`apgApi(text).generate().toObject()`,
 *   what its `--lite` source holds): `parse().success` to validate, and with an AST whose every rule
 *   makes a node (`ast.translate`) for a tree;
 * - abnf 5.0.4 + peggy 5.1.0: `parseString(text).toFormat({ format: 'peggy' })`, then
 *   `peggy.generate()`: a parse that throws is a rejection; its result (nested arrays of the text) is
 *   its tree.
 * canParse and parse of the same strings, medians of interleaved rounds; and where the answers differ,
 * which strings and why: the peers read ABNF the PEG way (ordered choice, possessive repetition).
 */
import { abnf, CORE_RULES_TEXT } from '../src/abnf';
import { rfc3986AppendixA } from '../test/fixtures/abnf/rfc3986-appendix';
import type { Goal } from './goals';
import { fixed, int, interleaved, table } from './measure';

// the peers are ES modules (require() of an ES module: Node 20.19 and later) or CommonJS
/* eslint-disable @typescript-eslint/no-require-imports */
const apgJs: { apgApi: new (text: string) => { generate(): void; errors: unknown[]; errorsToAscii(): string; toObject(): unknown } } = require('apg-js');
const apgLite: {
  Parser: new () => { ast: unknown; parse(grammar: unknown, start: string, input: string, data?: unknown): { success: boolean } };
  Ast: new () => { callbacks: Record<string, unknown>; translate(data: unknown): void };
  identifiers: { SEM_PRE: number; SEM_POST: number };
} = require('apg-lite');
const abnfPeer: { parseString(text: string, source?: string): { toFormat(o: { format: 'peggy'; startRule: string }): string } } = require('abnf');
const peggy: { generate(grammar: string, o: { allowedStartRules: string[] }): { parse(input: string): unknown } } = require('peggy');
/* eslint-enable @typescript-eslint/no-require-imports */

/** Strings where the readers' answers differ, each with the reason (the RFC 3986 construct a PEG reading breaks). */
export const DIFFERENCES: readonly { input: string; why: string }[] = [
  {
    input: 'http://[fe80::1]/',
    why: 'IPv6address `[ *5( h16 ":" ) h16 ] "::" h16`: the possessive `*5( h16 ":" )` takes "fe80:" and never gives it back, so the `h16` after it meets ":"',
  },
  {
    input: 'http://1.2.3.4.example/',
    why: 'host = IP-literal / IPv4address / reg-name: ordered choice commits to IPv4address "1.2.3.4", and ".example" can follow no host',
  },
  {
    input: 'http://[::ffff:192.168.1.1]/',
    why: 'dec-octet = DIGIT / %x31-39 DIGIT / …: ordered choice takes "1" of "192" as DIGIT, so ls32\'s IPv4address fails',
  },
  {
    input: 'http://[2001:db8::7]/',
    why: 'IPv6address again: `*5( h16 ":" )` takes "2001:db8:" whole, leaving no h16 before "::"',
  },
  {
    input: '//10.0.0.1/',
    why: 'accepted by all, but read otherwise: dec-octet takes "1" of "10", IPv4address fails, and the peers make it a reg-name',
  },
];

export interface Peer {
  name: string;
  canParse(s: string): boolean;
  parse(s: string): unknown;
}

export function peers(text: string): Peer[] {
  const api = new apgJs.apgApi(text);
  api.generate();
  if (api.errors.length > 0) throw new Error(`apg-js cannot read RFC 3986 Appendix A: ${api.errorsToAscii()}`);
  const grammar = api.toObject();
  const validator = new apgLite.Parser();
  const treeParser = new apgLite.Parser();
  const ast = new apgLite.Ast();
  type T = { rule: string; start: number; end: number; children: T[] };
  let stack: T[] = [];
  const ruleNames = (grammar as { rules: { name: string }[] }).rules.map((r) => r.name);
  for (const name of ruleNames) {
    ast.callbacks[name] = (state: number, _chars: unknown, start: number, length: number) => {
      if (state === apgLite.identifiers.SEM_PRE) {
        const node: T = { rule: name, start, end: start + length, children: [] };
        stack[stack.length - 1].children.push(node);
        stack.push(node);
      } else if (state === apgLite.identifiers.SEM_POST) stack.pop();
    };
  }
  treeParser.ast = ast;
  const peg = peggy.generate(abnfPeer.parseString(text, 'rfc3986').toFormat({ format: 'peggy', startRule: 'URI-reference' }), { allowedStartRules: ['URI_reference'] });
  const pegParse = (s: string) => {
    try {
      peg.parse(s);
      return true;
    } catch {
      return false;
    }
  };
  return [
    {
      name: 'apg-lite 1.0.7',
      canParse: (s) => validator.parse(grammar, 'URI-reference', s).success,
      parse: (s) => {
        if (!treeParser.parse(grammar, 'URI-reference', s).success) return undefined;
        const root: T = { rule: '', start: 0, end: s.length, children: [] };
        stack = [root];
        ast.translate(undefined);
        return root.children[0];
      },
    },
    {
      name: 'abnf 5.0.4 + peggy 5.1.0',
      canParse: pegParse,
      parse: (s) => {
        try {
          return peg.parse(s);
        } catch (e) {
          return e;
        }
      },
    },
  ];
}

/**
 * RFC 3986 Appendix A as the peers are given it: they read no prose value, so `0<pchar>` (zero
 * pchars) is written `""` — not `0pchar`, which abnf 5.0.4 writes as peggy's `pchar` (the count 0
 * lost) — and RFC 5234's core rules are appended.
 */
export function peersAppendixA(appendix: string): string {
  return `${appendix.replace('0<pchar>', '""')}\n${CORE_RULES_TEXT}`;
}

export function abnfPeersSection(texts: readonly string[], invalid: readonly string[], rounds: number, warmup: number): Goal[] {
  const appendix = rfc3986AppendixA();
  const ours = abnf(appendix, { start: 'URI-reference', rules: { pchar: 'pchar' } });
  const others = peers(peersAppendixA(appendix));
  const OURS = 'uri-editions/abnf';
  // parse() builds its tree when `tree` is first read: read here, as the peers build theirs
  const all: Peer[] = [
    {
      name: OURS,
      canParse: (s) => ours.canParse(s),
      parse: (s) => {
        const parsed = ours.parse(s);
        return parsed.ok ? parsed.tree : undefined;
      },
    },
    ...others,
  ];

  // the answers: valid strings each rejects, invalid strings each accepts
  console.log('## ABNF toolkit against its peers: RFC 3986 Appendix A\n');
  console.log(
    table(
      ['reader', `valid rejected (of ${int(texts.length)})`, `invalid accepted (of ${int(invalid.length)})`],
      all.map((p) => [p.name, int(texts.filter((t) => !p.canParse(t)).length), int(invalid.filter((t) => p.canParse(t)).length)]),
    ),
  );
  console.log('\nWhere they differ (✓ accepted, ✗ rejected):\n');
  console.log(table(['input', ...all.map((p) => p.name), 'why'], DIFFERENCES.map((d) => [`\`${d.input}\``, ...all.map((p) => (p.canParse(d.input) ? '✓' : '✗')), d.why])));

  // speed: canParse over the corpus, parse over its first 5,000 strings
  const sample = texts.slice(0, 5000);
  const accepted = (p: Peer, xs: readonly string[]) => xs.filter((t) => p.canParse(t));
  const valid = new Map(all.map((p) => [p.name, accepted(p, texts)]));
  const validSample = new Map(all.map((p) => [p.name, accepted(p, sample)]));
  const canParse = interleaved(
    all.map((p) => ({ name: p.name, pass: () => texts.reduce((n, t) => n + (p.canParse(t) ? 1 : 0), 0) })),
    rounds,
    warmup,
  );
  // each parses the strings it accepts (a tree for every one), as many rounds after as many warm-up
  // rounds as canParse: a peggy parser's parse is its canParse, warmed by the rounds above, while
  // the others' tree builders run only here; a round is short (tens of milliseconds) and allocates
  // a tree per string, so the median of a few rounds swings with the collector
  const parse = interleaved(
    all.map((p) => ({ name: p.name, pass: () => validSample.get(p.name)!.reduce((n, t) => n + (p.parse(t) ? 1 : 0), 0) })),
    rounds,
    warmup,
  );
  const rate = (m: Map<string, number>, name: string, n: number) => (n / m.get(name)!) * 1000;
  const rows = all.map((p) => {
    const c = rate(canParse, p.name, texts.length);
    const t = rate(parse, p.name, validSample.get(p.name)!.length);
    return [p.name, int(c), fixed(c / rate(canParse, OURS, texts.length), 2) + '×', int(t), fixed(t / rate(parse, OURS, validSample.get(OURS)!.length), 2) + '×'];
  });
  console.log(`\n${table(['reader', 'canParse URIs/s', 'canParse × ours', 'parse (tree) URIs/s', 'parse × ours'], rows)}\n`);
  console.log(`- canParse over ${int(texts.length)} strings, parse over the first ${int(sample.length)} (each reader's trees of the ones it accepts); ${int(valid.get(OURS)!.length)} accepted by ours\n`);
  const c = (name: string) => rate(canParse, name, texts.length);
  const t = (name: string) => rate(parse, name, validSample.get(name)!.length);
  return [
    ...others.map((p): Goal => [`abnf(): canParse at least ${p.name}'s rate`, c(OURS) >= c(p.name), `${fixed(c(OURS) / c(p.name), 2)}× its rate`]),
    ...others.map((p): Goal => [`abnf(): parse (trees) at least ${p.name}'s rate`, t(OURS) >= t(p.name), `${fixed(t(OURS) / t(p.name), 2)}× its rate`]),
  ];
}
