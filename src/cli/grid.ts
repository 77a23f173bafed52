/**
 * Tables drawn with box-drawing characters, every cell measured in terminal columns (columns():
 * a CJK character or an emoji two, a combining mark none, colour sequences none), so the borders
 * line up after wide characters. The layout is cli-table3's compact style (a rule under the head
 * only, one space of padding each side), which the CLI's tables always had.
 */
import { columns } from '../model/columns';
import { append, largest } from './list';

/** A colour sequence (SGR), which takes no column. */
const SGR = /\x1b\[[0-9;]*m/y;

/** The lines of `text`, each at most `width` columns: broken at spaces, a longer word broken between characters (nothing is left out). */
export function wrapColumns(text: string, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    let started = false;
    for (const word of paragraph.split(' ')) {
      const w = columns(word);
      if (started && used + 1 + w <= width) {
        line += ` ${word}`;
        used += 1 + w;
        continue;
      }
      if (started) out.push(line);
      started = true;
      if (w <= width) {
        line = word;
        used = w;
        continue;
      }
      const pieces = breakWord(word, width);
      for (let i = 0; i < pieces.length - 1; i++) out.push(pieces[i]); // (no spread: a long word has many pieces)
      line = pieces[pieces.length - 1];
      used = columns(line);
    }
    out.push(line);
  }
  return out;
}

/** Where a word that must be broken (a URL, a long value) is broken when it can be: after one of these. */
const DELIMITER = /^[/?#&;=@,:|]$/;

/**
 * `word` in pieces of at most `width` columns: after a URL delimiter ("/", "?", "#", "&", ";", "=",
 * "@", ",", ":", "|") when the piece has one, else between characters (a character wider than
 * `width` alone on its piece) — a value is never cut mid-token when it need not be.
 */
export function breakWord(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let used = 0;
  // where the piece may be split: the text index just after its last delimiter, and the columns before it
  let cut = -1;
  let cutUsed = 0;
  const segments = new Intl.Segmenter().segment(word);
  let skipTo = 0;
  for (const { segment, index } of segments) {
    if (index < skipTo) continue;
    SGR.lastIndex = index;
    const sgr = SGR.exec(word);
    if (sgr) {
      piece += sgr[0];
      skipTo = index + sgr[0].length;
      continue;
    }
    const w = columns(segment);
    if (used + w > width && used > 0) {
      if (cut > 0 && cut < piece.length) {
        pieces.push(piece.slice(0, cut));
        piece = piece.slice(cut);
        used -= cutUsed;
      } else {
        pieces.push(piece);
        piece = '';
        used = 0;
      }
      cut = -1;
    }
    piece += segment;
    used += w;
    if (DELIMITER.test(segment)) {
      cut = piece.length;
      cutUsed = used;
    }
  }
  pieces.push(piece);
  return pieces;
}

/** `text` padded with spaces to `width` columns. */
function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - columns(text)));
}

/**
 * A table of `head` and `rows` (no head: no rule under it). Without `widths`, each column as wide
 * as its widest line (a cell may hold several lines); with `widths` (each column's, its padding
 * included: the text gets two columns less), cells are wrapped to fit, never cut.
 */
export function grid(head: readonly string[], rows: readonly (readonly string[])[], widths?: readonly number[]): string {
  const n = largest(rows.map((r) => r.length), head.length);
  const all = [head, ...rows];
  const lines = all.map((row) =>
    Array.from({ length: n }, (_, i) => {
      const text = row[i] ?? '';
      return widths ? wrapColumns(text, Math.max(1, widths[i] - 2)) : text.split('\n');
    }),
  );
  const inner = widths
    ? widths.map((w) => Math.max(1, w - 2))
    : Array.from({ length: n }, (_, i) => largest(lines.map((row) => largest(row[i].map(columns))), 0));
  const rule = (left: string, mid: string, right: string) => `${left}${inner.map((w) => '─'.repeat(w + 2)).join(mid)}${right}`;
  const draw = (row: string[][]) => {
    const height = largest(row.map((cell) => cell.length));
    const out: string[] = [];
    for (let l = 0; l < height; l++) out.push(`│${row.map((cell, i) => ` ${pad(cell[l] ?? '', inner[i])} `).join('│')}│`);
    return out;
  };
  const out = [rule('┌', '┬', '┐')];
  if (head.length) {
    append(out, draw(lines[0]));
    out.push(rule('├', '┼', '┤'));
  }
  for (const row of lines.slice(1)) append(out, draw(row));
  out.push(rule('└', '┴', '┘'));
  return out.join('\n');
}
