import { compare } from './src/index';
for (const i of process.argv.slice(2)) { const c = compare(i, { whatwg: true }); console.log(i, JSON.stringify(c.results.whatwg)); for (const d of c.differences) console.log(' ', d.component, JSON.stringify(d.values), '\n    ', d.explanation); }
