/**
 * The ABNF toolkit against the hand-written grammar: RFC 3986 Appendix A, read from the vendored RFC
 * text by `abnf()` (uri-editions/abnf), and the rfc3986 edition, each deciding canParse over the
 * same corpus (medians of interleaved rounds). Goal: the imported grammar within 1.5× of the edition.
 * Then the same grammar against its peers, apg-lite and abnf + peggy (abnf-peers.ts), and parse against
 * canParse on an LL(1) grammar, URI Template (abnf-ll1.ts).
 */
import { abnf } from '../src/abnf';
import { canParse } from '../src/index';
import { rfc3986AppendixA } from '../test/fixtures/abnf/rfc3986-appendix';
import { invalidate } from '../test/fixtures/corpus';
import { abnfLl1Section } from './abnf-ll1';
import { abnfPeersSection } from './abnf-peers';
import type { Goal } from './goals';
import { fixed, int, interleaved, table } from './measure';

export function abnfSection(texts: readonly string[], rounds: number, warmup: number): Goal[] {
  const g = abnf(rfc3986AppendixA(), { start: 'URI-reference', rules: { pchar: 'pchar' } });
  const how = g.strategies().find((s) => s.rule === 'URI-reference')!;
  const disagree = texts.filter((t) => g.canParse(t) !== canParse(t));
  if (disagree.length) throw new Error(`the imported RFC 3986 and the edition disagree on ${disagree.slice(0, 3).join(' ')}`);
  const IMPORTED = "abnf(Appendix A).canParse(s)";
  const EDITION = "canParse(s) (rfc3986 edition)";
  const medians = interleaved(
    [
      { name: IMPORTED, pass: () => texts.reduce((n, t) => n + (g.canParse(t) ? 1 : 0), 0) },
      { name: EDITION, pass: () => texts.reduce((n, t) => n + (canParse(t) ? 1 : 0), 0) },
    ],
    rounds,
    warmup,
  );
  const rate = (name: string) => (texts.length / medians.get(name)!) * 1000;
  const ratio = medians.get(IMPORTED)! / medians.get(EDITION)!;
  console.log('## ABNF toolkit: RFC 3986 Appendix A imported\n');
  console.log(table(['validator', 'URIs/s', 'time × edition'], [
    [IMPORTED, int(rate(IMPORTED)), fixed(ratio, 2) + '×'],
    [EDITION, int(rate(EDITION)), '1.00×'],
  ]));
  console.log(`\n- URI-reference is matched by the ${how.strategy} strategy: ${how.why}\n`);
  const invalid = invalidate(texts.map((text) => ({ text, absolute: false, kind: '' })));
  return [
    ['abnf(): imported RFC 3986 Appendix A canParse within 1.5× of the rfc3986 edition', ratio <= 1.5, `${fixed(ratio, 2)}× the time`],
    ...abnfPeersSection(texts, invalid, rounds, warmup),
    // URI Template's rounds are short: more of them, and more warm-up (parse's code is not canParse's)
    ...abnfLl1Section(rounds * 3, warmup * 5),
  ];
}
