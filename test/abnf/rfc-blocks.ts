/**
 * The ABNF of a vendored RFC text, found the way a reader finds it: page breaks (footer, form feed,
 * running header) taken out, then every indented line that starts `name =` or `name =/` with the
 * lines indented further below it (its continuation), as one rule each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function rfcText(name: string): string {
  return readFileSync(join(__dirname, '../fixtures/rfcs', `${name}.txt`), 'utf8');
}

/** The text without its page breaks: the footer line, the form feed and the header line after it go. */
export function unpaged(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/\[Page \d+\]\s*$/.test(line)) {
      // drop the footer, the form feed, and the header line that follows it
      let j = i + 1;
      while (j < lines.length && /^\s*\f?\s*$/.test(lines[j]) && !/^RFC \d+/.test(lines[j])) j++;
      if (j < lines.length && /^RFC \d+ /.test(lines[j])) j++;
      // the blank lines that were around the break
      while (out.length > 0 && out[out.length - 1].trim() === '') out.pop();
      while (j < lines.length && lines[j].trim() === '') j++;
      // keep one blank line when the text around it has one
      out.push('');
      i = j - 1;
      continue;
    }
    out.push(line.replace(/\f/g, ''));
  }
  return out;
}

export interface Block {
  /** line number (from 1) in the unpaged text where the block's first rule starts */
  line: number;
  /** the block's rules (and the comment lines between them), the common indent taken off */
  text: string;
  /** the number of rules that start in it */
  rules: number;
}

const RULE_START = /^( *)([A-Za-z][A-Za-z0-9_+-]*)\s+=\/?(\s|$)/;
const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * Every block of rules the text writes: rules at one indent, each with its continuation lines
 * (indented further), separated only by blank lines and comment lines.
 */
export function abnfBlocks(text: string): Block[] {
  const lines = unpaged(text);
  const blocks: Block[] = [];
  const nextNonBlank = (j: number) => {
    while (j < lines.length && lines[j].trim() === '') j++;
    return j;
  };
  for (let i = 0; i < lines.length; i++) {
    const m = RULE_START.exec(lines[i]);
    if (!m) continue;
    const indent = m[1].length;
    const body: string[] = [];
    let rules = 0;
    let j = i;
    for (;;) {
      // one rule from line j
      rules++;
      body.push(lines[j].slice(indent));
      j++;
      for (; j < lines.length; j++) {
        const line = lines[j];
        if (line.trim() === '') {
          // a blank line inside a rule: the rule goes on below it (an alternation left open or begun)
          const k = nextNonBlank(j);
          const next = lines[k] ?? '';
          const open = /[/|]\s*$/.test(body[body.length - 1]) || /^\s*[/|]/.test(next);
          if (k < lines.length && indentOf(next) > indent && open) {
            for (; j < k; j++) body.push('');
            j--;
            continue;
          }
          break;
        }
        if (indentOf(line) <= indent) break;
        body.push(line.slice(indent));
      }
      // the block goes on with the next rule at the same indent, past blank and comment lines
      let k = nextNonBlank(j);
      const comments: string[] = [];
      while (k < lines.length && indentOf(lines[k]) === indent && lines[k].trimStart().startsWith(';')) {
        comments.push(lines[k].slice(indent));
        k = nextNonBlank(k + 1);
      }
      const n = RULE_START.exec(lines[k] ?? '');
      if (!n || n[1].length !== indent) break;
      body.push('', ...comments);
      j = k;
    }
    blocks.push({ line: i + 1, text: body.join('\n').replace(/\s+$/, ''), rules });
    i = j - 1;
  }
  return blocks;
}
