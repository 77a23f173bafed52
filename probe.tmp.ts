import { parse, editions } from './src/index';
const w = (s: string) => { const r = parse(s, 'rfc3987'); console.log(JSON.stringify(s), r.ok ? JSON.stringify(r.warnings) : 'ERR ' + r.error.reason); };
['HTTP://u:p@Host:/%7e%4A', 'http://h/a\u200Eb', 'http://h/\u05D0a', 'http://h/\u05D01', 'http://h/re\u0301', 'http://ｅx.com/', 'http://h/a\u3000b', 'http://h/%C0%AF', 'http://h/%e2%80%ae', 'http://\u05D0.\u05D1/', 'http://h/a\u2067b', 'http://例子.卷筒纸/?q=\uE000'].forEach(w);
const e = editions.find(e => e.name === 'rfc3987')!; console.log(e.ruleNames.length, JSON.stringify(e.ruleNames));
const r = parse('http://\u{10300}.x/\u{10301}?q', 'rfc3987'); console.log(r.ok && JSON.stringify(r.uri));
