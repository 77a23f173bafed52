/**
 * What the benchmark measures: each registered edition's `parse` (full AST and warnings), `compare`
 * when the package exports it, and the peers — Node's built-in `URL` (C++, WHATWG), whatwg-url
 * (the WHATWG reference, pure JS), fast-uri and uri-js — plus RFC 3986 Appendix B's regular
 * expression as a floor (it splits, it does not validate).
 *
 * Every contender takes one string and returns whether it accepted it, so the runner can count
 * rejections and nothing is optimised away.
 */
import * as api from '../src/index';
import type { EditionName } from '../src/index';

// Peers without bundled type declarations: the slice of their API the benchmark calls.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fastUri: { parse(s: string): { error?: string } } = require('fast-uri');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const uriJs: { parse(s: string): { error?: string } } = require('uri-js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const whatwg: { URL: new (input: string, base?: string) => unknown } = require('whatwg-url');

/** The base relative references are given to the WHATWG parsers, which only parse absolute URLs. */
export const BASE = 'http://base.example/a/b/c?q';

export interface Contender {
  name: string;
  /** true when the string was accepted */
  run: (text: string, absolute: boolean) => boolean;
  /** one in `stride` corpus entries is measured (slow peers), 1 = all */
  stride: number;
  /** shown under the table */
  note?: string;
}

type CompareFn = (input: string) => {
  results: Record<string, { ok: true } | { ok: false; error: { offset: number } }>;
  differences: { explanation: string }[];
};

/** `compare` when src/index.ts exports it (it is built by another issue), else undefined. */
export function compareFn(): CompareFn | undefined {
  const fn = (api as unknown as Record<string, unknown>).compare;
  return typeof fn === 'function' ? (fn as CompareFn) : undefined;
}

/** The editions registered in src/editions/registry.ts, oldest first. */
export function registeredEditions(): EditionName[] {
  return api.editions.map((e) => e.name);
}

/** RFC 3986 Appendix B: "^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?" */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

export function contenders(): Contender[] {
  const list: Contender[] = [];
  for (const edition of registeredEditions()) {
    list.push({
      name: `parse(s, '${edition}')`,
      run: (s) => api.parse(s, edition).ok,
      stride: 1,
    });
  }
  const compare = compareFn();
  if (compare) {
    list.push({
      name: 'compare(s)',
      // accepted = at least one edition accepted it
      run: (s) => Object.values(compare(s).results).some((r) => r.ok),
      stride: 1,
      note:
        `compare(s): every registered edition (${registeredEditions().join(', ')}) plus the differences; ` +
        'a rejection\'s error and a difference\'s explanation are built when first read (src/model/lazy.ts)',
    });
    list.push({
      name: 'compare(s), all read',
      run: (s) => {
        const c = compare(s);
        let accepted = false;
        for (const r of Object.values(c.results)) {
          if (r.ok) accepted = true;
          else if (r.error.offset < 0) throw new Error('an error without an offset');
        }
        for (const d of c.differences) if (d.explanation.length === 0) throw new Error('an empty explanation');
        return accepted;
      },
      stride: 1,
      note: 'compare(s), all read: the same, with every error and every explanation read',
    });
  }
  list.push(
    {
      name: 'Node URL',
      run: (s, absolute) => {
        try {
          if (absolute) new URL(s);
          else new URL(s, BASE);
          return true;
        } catch {
          return false;
        }
      },
      stride: 1,
      note: `Node URL, whatwg-url: new URL(s) for a URI, new URL(s, '${BASE}') for a relative reference`,
    },
    {
      name: 'whatwg-url',
      run: (s, absolute) => {
        try {
          if (absolute) new whatwg.URL(s);
          else new whatwg.URL(s, BASE);
          return true;
        } catch {
          return false;
        }
      },
      stride: 10,
      note: 'whatwg-url: every 10th corpus entry (it is ~50x slower); rates are per URI and byte it parsed',
    },
    { name: 'fast-uri', run: (s) => fastUri.parse(s).error === undefined, stride: 1 },
    { name: 'uri-js', run: (s) => uriJs.parse(s).error === undefined, stride: 1 },
    {
      name: 'Appendix B regexp',
      run: (s) => APPENDIX_B.exec(s) !== null,
      stride: 1,
      note: 'Appendix B regexp: RFC 3986 Appendix B split, no validation (a floor, not a parser)',
    },
  );
  return list;
}

/** Peers for the scaling table: they take one absolute URI. */
export const scalingPeers: { name: string; run: (s: string) => boolean }[] = [
  {
    name: 'Node URL',
    run: (s) => {
      try {
        new URL(s);
        return true;
      } catch (e) {
        if (e instanceof RangeError) throw e;
        return false;
      }
    },
  },
  { name: 'fast-uri', run: (s) => fastUri.parse(s).error === undefined },
  { name: 'uri-js', run: (s) => uriJs.parse(s).error === undefined },
];
