/** data (RFC 2397, 1998) and tel (RFC 3966, 2004): each scheme's one specification. */
import { CAPTURED as CAPTURED_2397, rfc2397Grammar } from '../../../grammars/rfc2397';
import { CAPTURED as CAPTURED_3966, rfc3966Grammar } from '../../../grammars/rfc3966';
import { defineSchemeSpec, lazyGrammar } from './define';
import type { Reading } from './define';

const grammar2397 = lazyGrammar('rfc2397', (k) => rfc2397Grammar(k), CAPTURED_2397);
const grammar3966 = lazyGrammar('rfc3966', (k) => rfc3966Grammar(k), CAPTURED_3966);

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
    },
  },
});
