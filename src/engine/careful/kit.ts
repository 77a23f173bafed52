/**
 * The careful kit: stock Parsimmon combinators (`P.seq`, `P.alt`, `P.regexp`-like sticky terminals,
 * an iterative `many`), each terminal telling its build's failure tracker when it fails. What rule()
 * hands to callers, and the reference the compiled matchers are tested against.
 */
import P from 'parsimmon';
import type { CharSet, Kit } from '../../kit';
import type { Node, Nodes } from '../parse-tree';
import { NO_NODES } from '../parse-tree';
import type { Tracker } from './tracker';

export type CarefulParser = P.Parser<Nodes>;

/** Largest repetition count one regexp execution may take: bounds V8's backtrack stack. */
const CHUNK = 4096;

/** A sticky regexp matching up to CHUNK elements of `set`; longer runs are consumed by a loop. */
function chunkRegexp(set: CharSet): RegExp {
  return new RegExp(`(?:${set.element()}){1,${CHUNK}}`, 'y');
}

function elementRegexp(set: CharSet): RegExp {
  return new RegExp(set.element(), 'y');
}

/** The end offset of the longest run of at most `max` elements from `i`; -1 when it has fewer than `min`. */
function scanRun(chunk: RegExp, one: RegExp, input: string, i: number, min: number, max: number): number {
  if (max === Infinity && min <= 1) {
    // no counting needed beyond "at least one": one regexp chunk at a time
    let j = i;
    for (;;) {
      chunk.lastIndex = j;
      if (!chunk.test(input)) break;
      j = chunk.lastIndex;
    }
    if (min === 1 && j === i) return -1;
    return j;
  }
  // bounded counts (1*4HEXDIG, 1*3DIGIT, 2DIGIT …): one element at a time
  let j = i;
  let n = 0;
  while (n < max) {
    one.lastIndex = j;
    if (!one.test(input)) break;
    j = one.lastIndex;
    n++;
  }
  return n >= min ? j : -1;
}

/** RFC 5234 §2.3: quoted strings are case-insensitive for the ASCII letters (only: no Unicode folding). */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

/** The nodes of several results, in order: appended to one array, never re-copied (linear). */
function flattenNodes(values: Nodes[]): Nodes {
  let first = NO_NODES;
  let out: Node[] | undefined;
  for (const v of values) {
    if (v.length === 0) continue;
    if (out !== undefined) for (const n of v) out.push(n);
    else if (first.length === 0) first = v;
    else {
      out = first.slice();
      for (const n of v) out.push(n);
    }
  }
  return out ?? first;
}

type Step = (input: string, i: number) => P.Reply<Nodes>;
/** Parsimmon's parse function of a parser (its `_`), to run it inside a custom combinator. */
const stepOf = (parser: CarefulParser): Step => (parser as unknown as { _: Step })._;
const endOf = (reply: P.Reply<Nodes>): number => (reply as unknown as { index: number }).index;

/** The careful kit reporting to `tracker`. */
export function carefulKit(tracker: Tracker): Kit<CarefulParser> {
  /** A stock terminal that also tells the tracker when it fails. */
  const terminal = (label: string, fn: (input: string, i: number) => number): CarefulParser =>
    P((input: string, i: number) => {
      const j = fn(input, i);
      if (j < 0) {
        tracker.record(i, label);
        return P.makeFailure(i, label) as P.Reply<Nodes>;
      }
      return P.makeSuccess(j, NO_NODES);
    });
  /** A lookahead: runs `parser` with the tracker suspended, consumes nothing. */
  const lookahead = (parser: CarefulParser, wanted: boolean): CarefulParser => {
    const step = stepOf(parser);
    return P((input: string, i: number) => {
      tracker.suspended++;
      const r = step(input, i);
      tracker.suspended--;
      if (r.status === wanted) return P.makeSuccess(i, NO_NODES);
      return P.makeFailure(i, wanted ? 'lookahead' : 'not lookahead') as P.Reply<Nodes>;
    });
  };

  return {
    lit(text, caseInsensitive = false) {
      const n = text.length;
      const lower = asciiLower(text);
      return terminal(JSON.stringify(text), (input, i) => {
        const got = input.slice(i, i + n);
        return (caseInsensitive ? asciiLower(got) === lower : got === text) ? i + n : -1;
      });
    },
    one(set) {
      const re = elementRegexp(set);
      return terminal(set.name, (input, i) => {
        re.lastIndex = i;
        return re.test(input) ? re.lastIndex : -1;
      });
    },
    run(set, min = 0, max = Infinity) {
      const chunk = chunkRegexp(set);
      const one = elementRegexp(set);
      return P((input: string, i: number) => {
        const j = scanRun(chunk, one, input, i, min, max);
        if (j < 0) {
          // fewer than `min` elements: the next element was expected where the run stopped
          const stop = scanRun(chunk, one, input, i, 0, max);
          tracker.record(stop, set.name);
          return P.makeFailure(stop, set.name) as P.Reply<Nodes>;
        }
        // a run that stopped early could have gone on: its set is one of the things expected there
        if (j < input.length || max === Infinity) tracker.record(j, set.name);
        return P.makeSuccess(j, NO_NODES);
      });
    },
    seq: (...parsers) => P.seq(...parsers).map(flattenNodes),
    alt: (...parsers) => P.alt(...parsers),
    opt: (parser) => parser.or(P.succeed(NO_NODES)),
    many(parser, min = 0, max = Infinity) {
      const step = stepOf(parser);
      // iterative; an empty match ends the repetition (it would repeat forever) and is not counted
      return P((input: string, i: number) => {
        const values: Nodes[] = [];
        let count = 0;
        let last: P.Reply<Nodes> | undefined;
        while (count < max) {
          const r = step(input, i);
          last = r;
          if (!r.status || endOf(r) === i) break;
          i = endOf(r);
          values.push(r.value);
          count++;
        }
        if (count < min) return P.makeFailure(i, last && !last.status ? last.expected : ['more']) as P.Reply<Nodes>;
        return P.makeSuccess(i, flattenNodes(values));
      });
    },
    not: (parser) => lookahead(parser, false),
    ahead: (parser) => lookahead(parser, true),
    eof: terminal('end of input', (input, i) => (i === input.length ? i : -1)),
    named(name, parser, capture) {
      const step = stepOf(parser);
      return P((input: string, i: number) => {
        tracker.enter(name, i);
        const r = step(input, i);
        tracker.leave();
        if (!capture || !r.status) return r;
        return { ...r, value: [{ rule: name, start: i, end: endOf(r), children: r.value }] } as P.Reply<Nodes>;
      });
    },
  };
}
