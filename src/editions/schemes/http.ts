/**
 * The http and https schemes after RFC 1738 §3.3: RFC 1945 §3.2.2 (1996), RFC 2068 §3.2.2 (1997),
 * RFC 2616 §3.2.2 (1999), RFC 7230 §2.7.1–§2.7.2 (2014), RFC 9110 §4.2.1–§4.2.2 (2022). What each
 * era says of userinfo, an empty host, a fragment and the default port is at its parts below.
 */
import { CAPTURED as CAPTURED_2616, rfc2616Grammar } from '../../../grammars/rfc2616';
import { CAPTURED as CAPTURED_7230, rfc7230Grammar } from '../../../grammars/rfc7230';
import { CAPTURED as CAPTURED_9110, rfc9110Grammar } from '../../../grammars/rfc9110';
import { defineSchemeSpec, lazyGrammar } from './define';
import type { ProseRejection, Reading, SchemeParts } from './define';
import type { SchemeFieldValue, SchemeWarning } from './types';
import * as module1945 from '../../generated/rfc1945';
import * as module2068 from '../../generated/rfc2068';
import * as module2616 from '../../generated/rfc2616';
import * as module7230 from '../../generated/rfc7230';
import * as module9110 from '../../generated/rfc9110';

/** The port each scheme assumes when its port is empty or not given, and where each era says so. */
export const HTTP_DEFAULT_PORTS: Readonly<Record<string, number>> = { http: 80, https: 443 };

const grammar1945 = lazyGrammar(module1945);
const grammar2068 = lazyGrammar(module2068);
const grammar2616 = lazyGrammar(module2616);
const grammar7230 = lazyGrammar(module7230);
const grammar9110 = lazyGrammar(module9110);

/** RFC 3986's authority, path-abempty and query, as RFC 7230 and RFC 9110 adopt them. */
function genericFields(m: Reading): Record<string, SchemeFieldValue> {
  return {
    userinfo: m.text('userinfo'),
    host: m.text('host'),
    port: m.text('port'),
    'path-abempty': m.text('path-abempty') ?? '',
    query: m.text('query'),
    fragment: m.text('fragment'),
  };
}

const GENERIC_COMPONENTS = { userinfo: 'userinfo', host: 'host', port: 'port', path: 'path-abempty', query: 'query', fragment: 'fragment' } as const;

/** "A sender MUST NOT generate an "http" URI with an empty host identifier. A recipient that processes such a URI reference MUST reject it as invalid." */
function emptyHost(section: string, rfc: string, scheme: string) {
  return (m: Reading): ProseRejection | undefined => {
    const span = m.span('host');
    if (span === undefined || span[0] !== span[1]) return undefined;
    return {
      offset: span[0],
      rule: 'host',
      section,
      expected: ['host'],
      note: `${rfc} §${section}: a recipient MUST reject an "${scheme}" URI with an empty host identifier as invalid`,
    };
  };
}

/** RFC 7230 §2.7.1 and RFC 9110 §4.2.4: the userinfo is deprecated; a recipient SHOULD treat it as an error. */
function userinfoWarning(section: string, rfc: string) {
  return (_m: Reading, fields: Record<string, SchemeFieldValue>): SchemeWarning[] => {
    const out: SchemeWarning[] = [];
    if (fields.userinfo !== undefined) {
      out.push({
        code: 'userinfo-deprecated',
        // the section as the specification's own errors give it (bare: its own RFC's)
        section,
        message: `${rfc} §${section}: a sender MUST NOT generate the userinfo subcomponent, and a recipient SHOULD treat its presence as an error when the URI comes from an untrusted source`,
      });
    }
    if (fields.port === '') {
      out.push({ code: 'empty-port', section, message: `${rfc}: "If the port subcomponent is empty or not given", the default port is used` });
    }
    return out;
  };
}

// RFC 1945 §3.2.2 and RFC 2068 §3.2.2: "http:" "//" host [ ":" port ] [ abs_path ], with §3.2.1's
// abs_path = "/" rel_path, rel_path = [ path ] [ ";" params ] [ "?" query ]: no userinfo, no
// fragment; the params and query are inside abs_path (fields of their own here; the path compare()
// sets beside the other eras' is abs_path without its query).
function httpEra(rfc: string, normalizationSection: string, warnings?: SchemeParts['warnings']): SchemeParts {
  return {
    top: 'http_URL',
    section: '3.2.2',
    fields: (m) => ({ host: m.text('host'), port: m.text('port'), abs_path: m.text('abs_path'), path: m.text('path'), params: m.text('params'), query: m.text('query') }),
    components: { host: 'host', port: 'port', path: 'abs_path', query: 'query' },
    compared: {
      path: (f) => {
        const abs = f.abs_path;
        if (typeof abs !== 'string') return undefined;
        const end = abs.indexOf('?');
        return end < 0 ? abs : abs.slice(0, end);
      },
    },
    readings: { path: 'abs_path up to its "?" query, its ";" params included as the later eras\' paths hold them (§3.2.1: abs_path = "/" rel_path, rel_path = [ path ] [ ";" params ] [ "?" query ])' },
    // the canonical form: host in lowercase, ":80" elided, an empty abs_path given as "/"
    normalization: { defaultPort: HTTP_DEFAULT_PORTS.http, emptyPathIsSlash: true, source: `${rfc} §${normalizationSection}` },
    ...(warnings ? { warnings } : {}),
  };
}

export const rfc1945 = defineSchemeSpec({
  info: { name: 'rfc1945', rfc: 1945, year: 1996, title: 'Hypertext Transfer Protocol -- HTTP/1.0' },
  grammar: grammar1945,
  schemes: { http: httpEra('RFC 1945', '3.2.2') },
});

/** RFC 2068 §3.2.2: "The use of IP addresses in URL's SHOULD be avoided whenever possible (see RFC 1900 [24])". */
const DOTTED = /^[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$/;

export const rfc2068 = defineSchemeSpec({
  info: { name: 'rfc2068', rfc: 2068, year: 1997, title: 'Hypertext Transfer Protocol -- HTTP/1.1' },
  grammar: grammar2068,
  schemes: {
    http: httpEra('RFC 2068', '3.2.3', (_m, fields) => {
      const out: SchemeWarning[] = [];
      if (typeof fields.host === 'string' && DOTTED.test(fields.host)) {
        out.push({ code: 'ip-address-host', section: 'RFC 2068 §3.2.2', message: 'RFC 2068 §3.2.2: "The use of IP addresses in URL\'s SHOULD be avoided whenever possible"' });
      }
      return out;
    }),
  },
});

// RFC 2616 §3.2.2: "http:" "//" host [ ":" port ] [ abs_path [ "?" query ]] — no userinfo (a "u@h"
// is rejected by the ABNF), no fragment, no empty host (RFC 2396's hostname has a toplabel).
const http2616: SchemeParts = {
  top: 'http_URL',
  section: '3.2.2',
  fields: (m) => ({ host: m.text('host'), port: m.text('port'), abs_path: m.text('abs_path'), query: m.text('query') }),
  components: { host: 'host', port: 'port', path: 'abs_path', query: 'query' },
};

export const rfc2616 = defineSchemeSpec({
  info: { name: 'rfc2616', rfc: 2616, year: 1999, title: 'Hypertext Transfer Protocol -- HTTP/1.1' },
  grammar: grammar2616,
  schemes: { http: http2616 },
});

// RFC 7230: authority with a (deprecated) userinfo; the fragment is part of http-URI; an empty host
// derives from the ABNF and is rejected by §2.7.1's prose.
function part7230(scheme: 'http' | 'https', section: string): SchemeParts {
  return {
    top: `${scheme}-URI`,
    section,
    fields: genericFields,
    components: GENERIC_COMPONENTS,
    check: emptyHost('2.7.1', 'RFC 7230', scheme),
    warnings: userinfoWarning('2.7.1', 'RFC 7230'),
  };
}

export const rfc7230 = defineSchemeSpec({
  info: { name: 'rfc7230', rfc: 7230, year: 2014, title: 'Hypertext Transfer Protocol (HTTP/1.1): Message Syntax and Routing' },
  grammar: grammar7230,
  schemes: { http: part7230('http', '2.7.1'), https: part7230('https', '2.7.2') },
});

// RFC 9110: as RFC 7230, but the fragment is not in http-URI (§4.2.5): a reference's fragment is
// RFC 3986 §4.1's, split off and reported beside the scheme's fields.
// §4.2.3: "a URI with an explicit ":port" component that is empty or the default for the scheme is
// equivalent to one where the port component and its ":" delimiter are elided", and "An empty path
// component is equivalent to an absolute path of "/"".
function part9110(scheme: 'http' | 'https', section: string): SchemeParts {
  return {
    top: `${scheme}-URI`,
    normalization: { defaultPort: HTTP_DEFAULT_PORTS[scheme], emptyPathIsSlash: true, source: `RFC 9110 §${section}, §4.2.3` },
    section,
    fragment: 'reference',
    fields: genericFields,
    components: GENERIC_COMPONENTS,
    check: emptyHost(section, 'RFC 9110', scheme),
    warnings: userinfoWarning('4.2.4', 'RFC 9110'),
  };
}

export const rfc9110 = defineSchemeSpec({
  info: { name: 'rfc9110', rfc: 9110, year: 2022, title: 'HTTP Semantics' },
  grammar: grammar9110,
  schemes: { http: part9110('http', '4.2.1'), https: part9110('https', '4.2.2') },
});
