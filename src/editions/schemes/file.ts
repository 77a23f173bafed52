/**
 * The file scheme after RFC 1738 §3.10: RFC 8089 (2017) — §2, and with the `appendixE` option its
 * Appendix E's nonstandard forms (drive letters, UNC paths, a userinfo), as Appendix F collects them.
 */
import { CAPTURED, rfc8089Grammar } from '../../../grammars/rfc8089';
import { defineSchemeSpec, lazyGrammar } from './define';
import * as module8089 from '../../generated/rfc8089';
import * as module8089AppendixE from '../../generated/rfc8089-appendixE';

const plain = lazyGrammar(module8089);
const appendixE = lazyGrammar(module8089AppendixE);

export const rfc8089 = defineSchemeSpec({
  info: { name: 'rfc8089', rfc: 8089, year: 2017, title: 'The "file" URI Scheme' },
  grammar: plain,
  appendixE,
  schemes: {
    file: {
      top: 'file-URI',
      section: '2',
      // file-auth as written ("localhost", a host, or with Appendix E a userinfo "@" host); a UNC
      // path's host is its file-host (E.3.2); the drive letter (E.2) apart from the path-absolute
      fields: (m) => ({
        'file-auth': m.text('file-auth'),
        userinfo: m.text('userinfo'),
        host: m.text('host'),
        'file-host': m.text('file-host'),
        'drive-letter': m.text('drive-letter'),
        'path-absolute': m.text('path-absolute'),
      }),
      components: { userinfo: 'userinfo', host: 'host', path: 'path-absolute' },
      // beside RFC 1738's host: "localhost" is file-auth's first alternative, not a host; a UNC
      // path's host is its file-host (E.3.2)
      compared: {
        host: (f) => f.host ?? f['file-host'] ?? (typeof f['file-auth'] === 'string' && f['file-auth'].toLowerCase() === 'localhost' ? f['file-auth'] : undefined),
      },
      readings: { host: '(file-auth\'s "localhost", or a UNC path\'s file-host, where there is no host)' },
      // §2: "localhost" is interpreted "exactly as if no authority were present"; RFC 3986 §6.2.3:
      // a reference to the default "should be normalized to an empty authority"
      normalization: { emptyPathIsSlash: true, localHost: 'localhost', source: 'RFC 8089 §2; RFC 3986 §6.2.3' },
    },
  },
});
