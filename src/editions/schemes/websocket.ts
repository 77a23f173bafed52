/** ws and wss: RFC 6455 §3 (2011), their only specification. */
import { CAPTURED, rfc6455Grammar } from '../../../grammars/rfc6455';
import { defineSchemeSpec, lazyGrammar } from './define';
import type { SchemeParts } from './define';
import * as module6455 from '../../generated/rfc6455';

const grammar = lazyGrammar(module6455);

// "The port component is OPTIONAL; the default for "ws" is port 80, while the default for "wss" is
// port 443"; the resource name is "/" "if the path component is empty".
const part = (scheme: 'ws' | 'wss', defaultPort: number): SchemeParts => ({
  top: `${scheme}-URI`,
  section: '3',
  fields: (m) => ({ host: m.text('host'), port: m.text('port'), path: m.text('path') ?? '', query: m.text('query') }),
  components: { host: 'host', port: 'port', path: 'path', query: 'query' },
  normalization: { defaultPort, emptyPathIsSlash: true, source: 'RFC 6455 §3' },
});

export const rfc6455 = defineSchemeSpec({
  info: { name: 'rfc6455', rfc: 6455, year: 2011, title: 'The WebSocket Protocol' },
  grammar,
  schemes: { ws: part('ws', 80), wss: part('wss', 443) },
});
