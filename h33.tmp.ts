import { abnf } from './src/abnf';
const t = (label: string, f: () => unknown) => {
  const s = Date.now();
  let r: unknown;
  try { r = f(); } catch (e) { r = `THROW ${(e as Error).name}: ${(e as Error).message.slice(0, 120)}`; }
  console.log(`${label}: ${Date.now() - s} ms ->`, typeof r === 'object' ? JSON.stringify(r).slice(0, 200) : r);
};
const which = process.argv[2] ?? 'all';
const cases: Record<string, () => void> = {
  shapes: () => {
    t('16(*a) b 18a', () => abnf('S = 16( *"a" ) "b"\n', { start: 'S' }).canParse('a'.repeat(18)));
    t('3(*a) b 2000a', () => abnf('S = 3( *"a" ) "b"\n', { start: 'S' }).canParse('a'.repeat(2000)));
    t('16(1*a) b 100', () => abnf('S = 16( 1*"a" ) "b"\n', { start: 'S' }).canParse('a'.repeat(100)));
    t('*a*a*a*a b 1000', () => abnf('S = *"a" *"a" *"a" *"a" "b"\n', { start: 'S' }).canParse('a'.repeat(1000)));
    t('VCHAR @ 10000', () => abnf('S = *VCHAR "@" *VCHAR "@" *VCHAR "!"\n', { start: 'S' }).canParse('@'.repeat(10000)));
    t('*(*a) b 5000 canParse', () => abnf('S = *( *"a" ) "b"\n', { start: 'S' }).canParse('a'.repeat(5000)));
    t('*(*a) b 5000 parse', () => abnf('S = *( *"a" ) "b"\n', { start: 'S' }).parse('a'.repeat(5000)).ok);
    t('*a *a b parse 10000', () => abnf('S = *"a" *"a" "b"\n', { start: 'S' }).parse('a'.repeat(10000)).ok);
    t('*a *a b parse 10000 valid', () => abnf('S = *"a" *"a" "b"\n', { start: 'S' }).parse('a'.repeat(10000) + 'b').ok);
  },
  chain: () => {
    const chain = (n: number, body: (i: number) => string) => Array.from({ length: n }, (_, i) => `r${i} = ${body(i)}`).join('\n') + `\nr${n} = "a"\n`;
    t('LL1 20 rules x/a', () => abnf(chain(20, (i) => `"x" r${i + 1} / "a" r${i + 1}`), { start: 'r0' }).canParse(''));
    t('LL1 250 rules x/a', () => abnf(chain(250, (i) => `"x" r${i + 1} / "a" r${i + 1}`), { start: 'r0' }).canParse('xa'.repeat(125) + 'a'));
    for (const n of [1000, 4000]) {
      const g = chain(n, (i) => `r${i + 1} / "a"`);
      t(`chain ${g.length} bytes build`, () => abnf(g, { start: 'r0' }).strategies().length);
      t(`chain ${g.length} canParse`, () => abnf(g, { start: 'r0' }).canParse('a'));
      t(`chain ${g.length} parse`, () => abnf(g, { start: 'r0' }).parse('a').ok);
      t(`chain ${g.length} pegReport`, () => abnf(g, { start: 'r0' }).pegReport().constructs.length);
    }
    t('4000 alts', () => abnf(`S = ${Array.from({ length: 4000 }, (_, i) => `%x${(i + 0x100).toString(16)}`).join(' / ')}\n`, { start: 'S' }).canParse('\u0100'));
    t('[a]x2000 b', () => abnf(`S = ${'["a"] '.repeat(2000)}"b"\n`, { start: 'S' }).canParse('aab'));
  },
  wrong: () => {
    t('a-b/aB x', () => abnf('S = a-b\na-b = "x"\naB = "y"\n', { start: 'S' }).canParse('x'));
    t('a-b/aB y', () => abnf('S = a-b\na-b = "x"\naB = "y"\n', { start: 'S' }).canParse('y'));
    t('bnf a_b/aB', () => abnf('S = a_b\na_b = "x"\naB = "y"\n', { start: 'S', dialect: 'bnf' }).canParse('x'));
    t('400 digit count', () => abnf(`S = ${'9'.repeat(400)}*"a" "a"\n`, { start: 'S' }).canParse('a{Infinity,}a'));
    t('10000000(*a)', () => abnf('S = 10000000( *"a" )\n', { start: 'S' }).canParse('a'));
    t('10000(*a) a', () => abnf('S = 10000( *"a" )\n', { start: 'S' }).canParse('a'));
    t('10000(*a) parse', () => abnf('S = 10000( *"a" )\n', { start: 'S' }).parse('aaaa').ok);
    t('pegReport 10000"a" "a" / "a"', () => abnf('S = 10000"a" "a" / "a"\n', { start: 'S' }).pegReport().constructs.length);
    t('nest 2000', () => abnf(`S = ${'('.repeat(2000)}"a"${')'.repeat(2000)}\n`, { start: 'S' }));
    t('S = S "a"', () => abnf('S = S "a"\n', { start: 'S' }).canParse('a'));
    t('S = S', () => abnf('S = S\n', { start: 'S' }).canParse('a'));
    t('a S / a on 5000', () => abnf('S = "a" S / "a"\n', { start: 'S' }).canParse('a'.repeat(5000)));
    t('a S / a on 5000 parse', () => abnf('S = "a" S / "a"\n', { start: 'S' }).parse('a'.repeat(5000)).ok);
    t('prose x=<x>', () => abnf('S = <x>\n', { start: 'S', rules: { x: '<x>' } }));
    t('limit NaN', () => abnf('S = "a"\n', { start: 'S', limit: NaN }));
  },
};
for (const [k, f] of Object.entries(cases)) if (which === 'all' || which === k) f();
