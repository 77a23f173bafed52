/**
 * The public functions called once each, on the package as built (dist/): what a runtime that refuses
 * code generation from strings must answer exactly as Node does. `calls(main, entries, abnf)` returns
 * plain data. Used by test/runtimes (node --disallow-code-generation-from-strings, workerd).
 */
function calls(m, entries, abnf) {
  const rejected = m.parse('http://a b/');
  const grammar = abnf.abnf('greeting = "hi" 1*( SP name )\nname = 1*ALPHA\n', { start: 'greeting' });
  return {
    parse: m.parse('http://u@example.com:8080/a/b?q#f').uri.host,
    rejection: [rejected.error.offset, rejected.error.rule, rejected.error.section],
    canParse: [m.canParse('http://a/b'), m.canParse('http://a b/', 'rfc2396')],
    checkRule: m.checkRule('rfc3986', 'port', '80x').offset,
    compare: m.compare('http://a/b?q', { whatwg: true }).differences.length,
    compareSchemes: m.compare('mailto:a@b', { schemes: true }).input,
    resolve: m.resolve('http://a/b/c/d;p?q', '../g', 'rfc2396'),
    resolveAll: Object.keys(m.resolveAll('http://a/b', 'c')),
    relativize: m.relativize('http://a/b/c', 'http://a/b/d'),
    normalize: m.normalize('HTTP://A/%7e'),
    equivalent: m.equivalent('http://a/', 'HTTP://a/'),
    percent: [m.percentEncode('a b', 'path'), m.percentDecode('%41')],
    iri: [m.iriToUri('http://ü.example/ä'), m.uriToIri('http://xn--tda.example/%C3%A4')],
    parseQuery: m.parseQuery('a=1&b=2'),
    redact: m.redact('http://u:secret@h/'),
    audit: m.audit('http://127.1/').findings.map((f) => f.code),
    parseScheme: m.parseScheme('mailto:a@b', 'rfc6068').ok,
    rule: [m.rule('rfc3986', 'IPv6address').parse('::1').status, m.rule('rfc6068', 'addr-spec').parse('a@b').status],
    entries: Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, [e.parse('http://h/p').ok, e.canParse('http://h/~p'), e.checkRule('scheme', '1x')?.offset ?? null]])),
    abnf: [grammar.parse('hi bob').ok, grammar.parse('hi').ok, grammar.canParse('hi al'), grammar.rule('name').parse('al').status],
  };
}
module.exports = { calls };
