/**
 * RFC 1738 §3 as a scheme specification: the edition's own grammar, each scheme read from its
 * §3 rule (httpurl, mailtourl …) — the first era of every scheme that RFC 1738 defines.
 */
import { grammarFor } from '../rfc1738';
import { defineSchemeSpec } from './define';

export const rfc1738 = defineSchemeSpec({
  info: { name: 'rfc1738', rfc: 1738, year: 1994, title: 'Uniform Resource Locators (URL)' },
  grammar: grammarFor({}),
  schemes: {
    // §3.3: "http://" hostport [ "/" hpath [ "?" search ]] — no user, no fragment; port 80
    http: {
      top: 'httpurl',
      section: '3.3',
      fields: (m) => ({ host: m.text('host'), port: m.text('port'), hpath: m.text('hpath'), search: m.text('search') }),
      components: { host: 'host', port: 'port', path: 'hpath', query: 'search' },
    },
    // §3.5: "mailto:" encoded822addr — one address, no headers
    mailto: {
      top: 'mailtourl',
      section: '3.5',
      fields: (m) => ({ encoded822addr: m.text('encoded822addr') }),
      components: { to: 'encoded822addr' },
    },
  },
});
