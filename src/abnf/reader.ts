/**
 * The ABNF reader: RFC 5234 §4 ("ABNF Definition of ABNF") with RFC 7405 §2.2's char-val (`%s"…"`,
 * `%i"…"`). A rule starts at the left margin of the text (the indent of its first rule) and goes on
 * while the following lines are indented further (§3.1 of RFC 5234: "continues if next line starts
 * with white space"); `;` starts a comment (§3.9); `=/` adds alternatives to a rule (§3.3).
 *
 * Dialect 'bnf' reads the notation RFCs 1738, 1808 and 2396 use, "that of [RFC822], except that "|"
 * is used to designate alternatives" (RFC 2396 §1.6): `|` alternates, rule names may hold `_` and
 * `+` (abs_path, gopher+_string), `/` outside quotes is the character itself, quoted strings are
 * case-sensitive (those grammars spell upper and lower case apart: lowalpha, hialpha), and brackets
 * after a repetition count group what they hold: "brackets [] are used around optional or repeated
 * elements" (RFC 1738 §5), so `1*[ x ]` is `1*( x )`, not one or more of an empty-or-x.
 */
import type { AbnfNode, AbnfRule, Position, Rulelist } from './ast';
import { EMPTY } from './ast';
import { AbnfError } from './errors';

/** Options of the reader: the notation. */
export interface ReadOptions {
  /** 'rfc5234' (default), or 'bnf' for the notation of RFCs 1738, 1808 and 2396 (see above) */
  dialect?: 'rfc5234' | 'bnf';
}

const NAME = /[A-Za-z][A-Za-z0-9-]*/y;

/**
 * The largest repetition count the reader takes (`<a>*<b>`, `<n>`): a grammar is untrusted input, and
 * a count is work for every matcher (a regexp's `{n}`, an automaton's states, the generator's
 * strings). The RFCs' counts are in the tens (`*6( h16 ":" )`, `1*4HEXDIG`).
 */
export const MAX_COUNT = 10_000;

/** How deeply groups and options may nest: `(` and `[` inside each other (the reader recurses once per level). */
export const MAX_NESTING = 200;
const BNF_NAME = /[A-Za-z][A-Za-z0-9_+-]*/y;

/** Read a rulelist. Throws an AbnfError with the line and column of the first thing it cannot read. */
export function readAbnf(text: string, options: ReadOptions = {}): Rulelist {
  return new Reader(text, options.dialect ?? 'rfc5234').rulelist();
}

class Reader {
  private i = 0;
  /** offsets where each line starts */
  private readonly lines: number[] = [0];
  /** the column rules start at (that of the first rule) */
  private margin = -1;
  private rule = '';
  private readonly name: RegExp;
  /** how many groups and options are open */
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly dialect: 'rfc5234' | 'bnf',
  ) {
    for (let k = 0; k < text.length; k++) if (text[k] === '\n') this.lines.push(k + 1);
    this.name = dialect === 'bnf' ? BNF_NAME : NAME;
  }

  pos(at = this.i): Position {
    let lo = 0;
    let hi = this.lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lines[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - this.lines[lo] + 1 };
  }

  fail(reason: string, at = this.i): never {
    throw AbnfError.at(reason, this.pos(at), this.rule || undefined);
  }

  rulelist(): Rulelist {
    const rules = new Map<string, { name: string; node: AbnfNode; at: Position; text: string }>();
    // a rule's alternatives and text lines as `=/` adds them, joined once at the end (copying them
    // at each `=/` made n of them cost n²/2)
    const grown = new Map<string, { xs: AbnfNode[]; lines: string[] }>();
    for (;;) {
      this.skipBlank();
      if (this.i >= this.text.length) break;
      const start = this.i;
      const column = this.pos().column;
      if (this.margin < 0) this.margin = column;
      else if (column !== this.margin) this.fail(`a rule must start at column ${this.margin}, as the first one does`);
      const name = this.match(this.name) ?? this.fail('expected a rule name');
      this.rule = name;
      this.spaces();
      let incremental = false;
      if (this.text.startsWith('=/', this.i)) {
        incremental = true;
        this.i += 2;
      } else if (this.text[this.i] === '=') this.i += 1;
      else this.fail(`expected "=" or "=/" after the rule name ${name}`);
      this.cwsp();
      const node = this.alternation();
      this.cwsp();
      if (this.i < this.text.length && this.text[this.i] !== '\n') this.fail(`unexpected ${JSON.stringify(this.text[this.i])}`);
      const key = name.toLowerCase();
      const body = this.text.slice(start, this.i).replace(/\s+$/, '');
      const old = rules.get(key);
      if (incremental) {
        if (!old) this.fail(`"=/" adds to rule ${name}, which is not defined before it`, start);
        let more = grown.get(key);
        if (!more) {
          more = { xs: old.node.k === 'alt' ? [...old.node.xs] : [old.node], lines: [old.text] };
          grown.set(key, more);
          rules.set(key, { ...old, node: { k: 'alt', xs: more.xs } });
        }
        for (const x of node.k === 'alt' ? node.xs : [node]) more.xs.push(x); // (no spread: a rule may have more alternatives than a call takes arguments)
        more.lines.push(body);
      } else {
        if (old) this.fail(`rule ${name} is defined twice (line ${old.at.line}); use "=/" to add alternatives`, start);
        rules.set(key, { name, node, at: this.pos(start), text: body });
      }
      this.rule = '';
    }
    for (const [key, { lines }] of grown) rules.set(key, { ...rules.get(key)!, text: lines.join('\n') });
    return rules as Map<string, AbnfRule>;
  }

  private match(re: RegExp): string | undefined {
    re.lastIndex = this.i;
    const m = re.exec(this.text);
    if (!m) return undefined;
    this.i += m[0].length;
    return m[0];
  }

  /** blank lines and comment lines between rules */
  private skipBlank(): void {
    for (;;) {
      const c = this.text[this.i];
      if (c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\f') this.i++;
      else if (c === ';') this.comment();
      else return;
    }
  }

  private comment(): void {
    while (this.i < this.text.length && this.text[this.i] !== '\n') this.i++;
  }

  private spaces(): void {
    while (this.text[this.i] === ' ' || this.text[this.i] === '\t') this.i++;
  }

  /**
   * White space, comments and line breaks within a rule: a line break continues the rule when the
   * next line that is not blank is indented past the margin (c-wsp, c-nl). Returns whether it moved.
   */
  private cwsp(): boolean {
    const from = this.i;
    for (;;) {
      this.spaces();
      const c = this.text[this.i];
      if (c === ';') this.comment();
      else if (c === '\r' && this.text[this.i + 1] === '\n') this.i++;
      else if (c === '\n') {
        let j = this.i + 1;
        // the next line that is not blank
        for (;;) {
          let k = j;
          while (this.text[k] === ' ' || this.text[k] === '\t' || this.text[k] === '\r' || this.text[k] === '\f') k++;
          if (this.text[k] === '\n') j = k + 1;
          else {
            if (k >= this.text.length || k - j <= this.margin - 1) return this.i > from;
            break;
          }
        }
        this.i = j;
      } else return this.i > from;
    }
  }

  private alternation(): AbnfNode {
    const xs = [this.concatenation()];
    const bar = this.dialect === 'bnf' ? '|' : '/';
    for (;;) {
      const save = this.i;
      this.cwsp();
      if (this.text[this.i] !== bar) {
        this.i = save;
        break;
      }
      this.i++;
      this.cwsp();
      xs.push(this.concatenation());
    }
    return xs.length === 1 ? xs[0] : { k: 'alt', xs };
  }

  private concatenation(): AbnfNode {
    const xs = [this.repetition()];
    for (;;) {
      const save = this.i;
      if (!this.cwsp() || !this.startsElement()) {
        this.i = save;
        break;
      }
      xs.push(this.repetition());
    }
    return xs.length === 1 ? xs[0] : { k: 'seq', xs };
  }

  private startsElement(): boolean {
    const c = this.text[this.i];
    if (c === undefined) return false;
    if (this.dialect === 'bnf' && c === '/') return true;
    return /[A-Za-z0-9*(["%<]/.test(c);
  }

  private repetition(): AbnfNode {
    const at = this.i;
    const lo = this.match(/[0-9]*/y) ?? '';
    let min = 1;
    let max = 1;
    const count = (digits: string, from: number): number => {
      const n = Number(digits);
      if (n > MAX_COUNT) this.fail(`the repetition count ${digits.length > 12 ? `${digits.slice(0, 12)}…` : digits} is over the largest this reader takes (${MAX_COUNT})`, from);
      return n;
    };
    if (this.text[this.i] === '*') {
      this.i++;
      const hiAt = this.i;
      const hi = this.match(/[0-9]*/y) ?? '';
      min = lo === '' ? 0 : count(lo, at);
      max = hi === '' ? Infinity : count(hi, hiAt);
      if (max < min) this.fail(`repetition ${lo}*${hi}: the maximum is below the minimum`, at);
    } else if (lo !== '') {
      min = max = count(lo, at);
    }
    const x = this.element();
    if (min === 1 && max === 1) return x;
    // RFC 1738 §5: "[]" around repeated elements is a group
    if (this.dialect === 'bnf' && x.k === 'rep' && x.option) return { k: 'rep', min, max, x: x.x };
    return { k: 'rep', min, max, x };
  }

  private element(): AbnfNode {
    const c = this.text[this.i];
    const at = this.i;
    if (c === '(' || c === '[') {
      if (this.depth >= MAX_NESTING) this.fail(`groups and options nest more than ${MAX_NESTING} deep`);
      this.i++;
      this.depth++;
      this.cwsp();
      const x = this.alternation();
      this.depth--;
      this.cwsp();
      const close = c === '(' ? ')' : ']';
      if (this.text[this.i] !== close) this.fail(`expected "${close}" to close the "${c}" at ${this.where(at)}`);
      this.i++;
      return c === '(' ? x : { k: 'rep', min: 0, max: 1, x, option: true };
    }
    if (c === '"') return this.quoted(false, at);
    if (c === '%') return this.numeric();
    if (c === '<') {
      const end = this.text.indexOf('>', this.i);
      const nl = this.text.indexOf('\n', this.i);
      if (end < 0 || (nl >= 0 && nl < end)) this.fail('a prose value "<" must end with ">" on the same line');
      this.i = end + 1;
      return { k: 'prose', text: this.text.slice(at + 1, end), at: this.pos(at) };
    }
    if (this.dialect === 'bnf' && c === '/') {
      this.i++;
      return { k: 'str', text: '/', cs: true };
    }
    const name = this.match(this.name);
    if (name !== undefined) return { k: 'ref', name, at: this.pos(at) };
    if (c === undefined || c === '\n') this.fail('expected an element, found the end of the rule');
    return this.fail(`expected an element, found ${JSON.stringify(c)}`);
  }

  private where(at: number): string {
    const p = this.pos(at);
    return `${p.line}:${p.column}`;
  }

  /** char-val: DQUOTE *(%x20-21 / %x23-7E) DQUOTE (RFC 5234 §4, RFC 7405 §2.2) */
  private quoted(cs: boolean, at: number): AbnfNode {
    this.i++;
    const start = this.i;
    while (this.i < this.text.length && this.text[this.i] !== '"') {
      const code = this.text.charCodeAt(this.i);
      if (code === 10 || code === 13) this.fail('a quoted string is not closed on its line', at);
      if (code < 0x20 || code > 0x7e) this.fail('a quoted string holds only SP and visible US-ASCII characters (%x20-21 / %x23-7E) and ends on its line');
      this.i++;
    }
    if (this.i >= this.text.length) this.fail('a quoted string is not closed on its line', at);
    const text = this.text.slice(start, this.i);
    this.i++;
    // case only matters where the string holds a letter
    return { k: 'str', text, cs: cs || this.dialect === 'bnf' || !/[A-Za-z]/.test(text) };
  }

  /** num-val (§4), and RFC 7405's %s / %i prefixes */
  private numeric(): AbnfNode {
    const at = this.i;
    this.i++;
    const base = this.text[this.i]?.toLowerCase();
    if ((base === 's' || base === 'i') && this.text[this.i + 1] === '"') {
      this.i++;
      return this.quoted(base === 's', at);
    }
    const digits = base === 'x' ? /[0-9A-Fa-f]+/y : base === 'd' ? /[0-9]+/y : base === 'b' ? /[01]+/y : undefined;
    if (!digits) this.fail('expected %x, %d, %b (numeric values) or %s"…", %i"…" (strings) after "%"', at);
    this.i++;
    const radix = base === 'x' ? 16 : base === 'd' ? 10 : 2;
    const value = (): number => {
      const start = this.i;
      const s = this.match(digits) ?? this.fail(`expected ${base === 'x' ? 'hexadecimal' : base === 'd' ? 'decimal' : 'binary'} digits`);
      const n = parseInt(s, radix);
      if (n > 0x10ffff) this.fail(`the value ${s} is beyond U+10FFFF`, start);
      return n;
    };
    const first = value();
    if (this.text[this.i] === '-') {
      this.i++;
      const last = value();
      if (last < first) this.fail('a value range must not run backwards', at);
      return { k: 'range', lo: first, hi: last };
    }
    const codes = [first];
    while (this.text[this.i] === '.') {
      this.i++;
      codes.push(value());
    }
    return codes.length === 1 ? { k: 'range', lo: first, hi: first } : { k: 'codes', codes };
  }
}

export { EMPTY };
