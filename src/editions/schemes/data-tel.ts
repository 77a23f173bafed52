/** data (RFC 2397, 1998) and tel (RFC 3966, 2004): each scheme's one specification. */
import { CAPTURED as CAPTURED_2397, rfc2397Grammar } from '../../../grammars/rfc2397';
import { CAPTURED as CAPTURED_3966, rfc3966Grammar } from '../../../grammars/rfc3966';
import { defineSchemeSpec, lazyGrammar } from './define';
import type { ProseRejection, Reading } from './define';
import * as module2397 from '../../generated/rfc2397';
import * as module3966 from '../../generated/rfc3966';

const grammar2397 = lazyGrammar(module2397);
const grammar3966 = lazyGrammar(module3966);

/** `name=value` pairs of every parameter, as written */
function parameters(m: Reading): [string, string][] {
  return m.texts('parameter').map((p) => {
    const text = p.startsWith(';') ? p.slice(1) : p;
    const eq = text.indexOf('=');
    return eq < 0 ? [text, ''] : [text.slice(0, eq), text.slice(eq + 1)];
  });
}

export const rfc2397 = defineSchemeSpec({
  info: { name: 'rfc2397', rfc: 2397, year: 1998, title: 'The "data" URL scheme' },
  grammar: grammar2397,
  schemes: {
    data: {
      top: 'dataurl',
      section: '3',
      fields: (m) => {
        const media = m.span('mediatype');
        const data = m.span('data')!;
        return {
          mediatype: m.text('mediatype'),
          type: m.text('type'),
          subtype: m.text('subtype'),
          parameters: parameters(m),
          // ";base64" is what lies between the mediatype and the ","
          base64: m.input.slice(media ? media[1] : 5, data[0] - 1) === '' ? undefined : m.input.slice(media ? media[1] : 5, data[0] - 1),
          data: m.text('data'),
        };
      },
      components: { path: 'data' },
    },
  },
});

/**
 * RFC 3966 §3: "Each parameter name ("pname"), the ISDN subaddress, the 'extension', and the
 * 'context' MUST NOT appear more than once. The 'isdn-subaddress' or 'extension' MUST appear first,
 * if present, followed by the 'context' parameter, if present, followed by any other parameters in
 * lexicographical order."
 */
function parameterOrder(m: Reading): ProseRejection | undefined {
  type Par = { at: number; rank: number; name: string };
  const pars: Par[] = [
    ...m.all('isdn-subaddress').map(([at]) => ({ at, rank: 0, name: 'isub' })),
    ...m.all('extension').map(([at]) => ({ at, rank: 0, name: 'ext' })),
    ...m.all('context').map(([at]) => ({ at, rank: 1, name: 'phone-context' })),
    ...m.all('parameter').map(([at, end]) => {
      const text = m.input.slice(at + 1, end);
      const eq = text.indexOf('=');
      return { at, rank: 2, name: (eq < 0 ? text : text.slice(0, eq)).toLowerCase() };
    }),
  ].sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  for (let i = 0; i < pars.length; i++) {
    const p = pars[i];
    const note = (why: string): ProseRejection => ({ offset: p.at, rule: 'par', section: '3', note: `RFC 3966 §3: ${why}` });
    if (seen.has(p.name)) return note(`"${p.name}" MUST NOT appear more than once`);
    seen.add(p.name);
    const before = pars[i - 1];
    if (before && before.rank > p.rank) {
      return note(p.rank === 0 ? `the isdn-subaddress or extension MUST appear first` : `the context MUST come before the other parameters`);
    }
    if (before && before.rank === 2 && p.rank === 2 && before.name > p.name) return note(`the parameters after the context MUST be in lexicographical order ("${before.name}" before "${p.name}")`);
  }
  return undefined;
}

export const rfc3966 = defineSchemeSpec({
  info: { name: 'rfc3966', rfc: 3966, year: 2004, title: 'The tel URI for Telephone Numbers' },
  grammar: grammar3966,
  schemes: {
    tel: {
      top: 'telephone-uri',
      section: '3',
      fields: (m) => ({
        'global-number-digits': m.text('global-number-digits'),
        'local-number-digits': m.text('local-number-digits'),
        'isdn-subaddress': m.text('isdn-subaddress')?.slice(';isub='.length),
        extension: m.text('extension')?.slice(';ext='.length),
        descriptor: m.text('descriptor'),
        parameters: parameters(m),
      }),
      components: { path: 'global-number-digits' },
      check: parameterOrder,
    },
  },
});
