/**
 * news and nntp after RFC 1738 §3.6–§3.7: RFC 5538 (2010) — a server in news URIs, an authority
 * (with a userinfo) in both, wildcards in newsgroups, article numbers of at most 16 digits.
 */
import { CAPTURED, rfc5538Grammar } from '../../../grammars/rfc5538';
import { defineSchemeSpec, lazyGrammar } from './define';
import * as module5538 from '../../generated/rfc5538';

const grammar = lazyGrammar(module5538);

export const rfc5538 = defineSchemeSpec({
  info: { name: 'rfc5538', rfc: 5538, year: 2010, title: "The 'news' and 'nntp' URI Schemes" },
  grammar,
  schemes: {
    news: {
      top: 'newsURL',
      section: '4',
      fields: (m) => ({ server: m.text('server'), userinfo: m.text('userinfo'), host: m.text('host'), port: m.text('port'), article: m.text('article'), newsgroups: m.text('newsgroups') }),
      components: { userinfo: 'userinfo', host: 'host', port: 'port', path: 'newsgroups' },
    },
    nntp: {
      top: 'nntpURL',
      section: '3',
      fields: (m) => ({ server: m.text('server'), userinfo: m.text('userinfo'), host: m.text('host'), port: m.text('port'), group: m.text('group'), 'article-number': m.text('article-number') }),
      components: { userinfo: 'userinfo', host: 'host', port: 'port', path: 'group' },
    },
  },
});
