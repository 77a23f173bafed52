/**
 * `uri-editions abnf FILE --start RULE [INPUT…]`: check strings against any ABNF grammar (RFC 5234,
 * RFC 7405) with ABNF's own meaning; `--report` prints which rule is matched how and the PEG report
 * (where ordered, possessive matching would change the language, with an example and the orders of
 * alternatives that fix it); `--emit OUT` writes the start rule as a module of its own
 * (grammar.toSource(): an ES module, CommonJS or TypeScript by OUT's extension or `--format`; `-`
 * is standard output). Exit 0 when every input matches, 1 when one does not, 2 for an ABNF error
 * (with its line and column) or a usage error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { abnf, AbnfError } from '../../abnf/index';
import type { AbnfGrammar } from '../../abnf/index';
import type { Io } from '../io';
import { json, quoted, visibleLines } from '../escape';
import { EXIT_INVALID, EXIT_OK, UsageError } from '../usage';

export interface AbnfFlags {
  start: string;
  report?: boolean;
  json?: boolean;
  /** `--prose TEXT=ELEMENTS`, repeatable: what a prose value <TEXT> (or an undefined rule) means */
  prose?: string[];
  bnf?: boolean;
  /** `--emit OUT`: write the module (`-`: to standard output) */
  emit?: string;
  /** `--format esm|cjs` (default: by OUT's extension, else esm) */
  format?: string;
  /** `--typescript` (default: by OUT's extension) */
  typescript?: boolean;
}

/** What OUT's extension says the module is: .mjs/.js ES module, .cjs CommonJS, .ts/.mts TypeScript ES module, .cts TypeScript CommonJS. */
const BY_EXTENSION: Readonly<Record<string, { format: 'esm' | 'cjs'; typescript: boolean }>> = {
  '.js': { format: 'esm', typescript: false },
  '.mjs': { format: 'esm', typescript: false },
  '.cjs': { format: 'cjs', typescript: false },
  '.ts': { format: 'esm', typescript: true },
  '.mts': { format: 'esm', typescript: true },
  '.cts': { format: 'cjs', typescript: true },
};

export async function abnfCommand(file: string, inputs: string[], flags: AbnfFlags, io: Io): Promise<number> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const rules: Record<string, string> = {};
  for (const p of flags.prose ?? []) {
    const eq = p.indexOf('=');
    if (eq <= 0) throw new UsageError(`--prose takes TEXT=ELEMENTS (e.g. --prose 'pchar=pchar'), not ${p}`);
    rules[p.slice(0, eq)] = p.slice(eq + 1);
  }
  let grammar: AbnfGrammar;
  try {
    grammar = abnf(text, { start: flags.start, rules, dialect: flags.bnf ? 'bnf' : 'rfc5234' });
  } catch (error) {
    if (error instanceof AbnfError) throw new UsageError(`${file}:${error.line}:${error.column}: ${error.reason}`);
    throw error;
  }
  if (flags.emit === '-' && (flags.report || inputs.length > 0)) {
    throw new UsageError('--emit - writes the module to standard output: give no INPUT and no --report with it (or --emit a file)');
  }
  if (flags.report) report(grammar, flags, io);
  if (flags.emit !== undefined) emit(grammar, flags, flags.emit, io);
  let code = EXIT_OK;
  for (const input of inputs) {
    const result = grammar.parse(input);
    if (flags.json) io.print(json({ input, ...result }));
    else if (result.ok) io.print(`${io.out.green('valid')}: ${quoted(input)} is ${quoted(grammar.start)}`);
    else {
      const where = result.reason ?? `at offset ${result.offset}${result.rule ? ` in ${result.rule}` : ''}: expected ${result.expected.join(', ')}`;
      io.warn(`${io.err.red('invalid')}: ${quoted(input)} is not ${quoted(grammar.start)} — ${visibleLines(where)}`);
    }
    if (!result.ok) code = EXIT_INVALID;
  }
  if (!flags.report && flags.emit === undefined && inputs.length === 0) throw new UsageError('give INPUT strings to check, --report, or --emit OUT');
  return code;
}

/** `--emit OUT`: the module grammar.toSource() writes, to OUT (or standard output for `-`) */
function emit(grammar: AbnfGrammar, flags: AbnfFlags, out: string, io: Io): void {
  const ext = /\.[^./\\]+$/.exec(out)?.[0].toLowerCase() ?? '';
  const implied = BY_EXTENSION[ext];
  if (flags.format !== undefined && flags.format !== 'esm' && flags.format !== 'cjs') throw new UsageError(`--format takes esm or cjs, not ${flags.format}`);
  if (out !== '-' && implied === undefined && flags.format === undefined) {
    throw new UsageError(`--emit ${out}: say the module's kind by its extension (.mjs, .cjs, .js, .ts, .mts, .cts) or with --format esm|cjs`);
  }
  const format = (flags.format as 'esm' | 'cjs' | undefined) ?? implied?.format ?? 'esm';
  const typescript = flags.typescript ?? implied?.typescript ?? false;
  const source = grammar.toSource({ format, typescript });
  if (out === '-') {
    io.stdout.write(source);
    return;
  }
  try {
    writeFileSync(out, source);
  } catch (error) {
    throw new UsageError(`cannot write ${out}: ${(error as Error).message}`);
  }
  const kind = `${typescript ? 'a TypeScript' : format === 'esm' ? 'an' : 'a'} ${format === 'esm' ? 'ES module' : 'CommonJS module'}`;
  io.print(`wrote ${quoted(out)}: ${kind} of ${source.length} bytes whose canParse and parse read ${quoted(grammar.start)}; it imports uri-editions/abnf`);
}

function report(grammar: AbnfGrammar, flags: AbnfFlags, io: Io): void {
  const { strategies, constructs } = grammar.pegReport();
  if (flags.json) {
    io.print(json({ strategies, constructs }, 2));
    return;
  }
  io.print('How each rule is matched:');
  for (const s of strategies) io.print(`  ${s.rule}: ${s.strategy} — ${visibleLines(s.why)}`);
  io.print('\nEach alternation and repetition read the PEG way (ordered, possessive):');
  for (const c of constructs) {
    const head = `  ${c.rule}: ${c.kind} ${visibleLines(c.abnf)}`;
    if (c.verdict === 'proved') io.print(`${head}\n    keeps the language (LL(1) here)`);
    else if (c.verdict === 'unproved') io.print(`${head}\n    not proved (${visibleLines(c.why ?? '')}); no string found that it changes`);
    else {
      const fix = c.fixes === undefined ? '' : c.fixes.length > 0 ? `\n    fixed by the order ${c.fixes.map((f) => f.join(', ')).join(' or ')}` : '\n    no order of its alternatives fixes it';
      io.print(`${head}\n    changes the language (${visibleLines(c.why ?? '')}): ${quoted(c.example!)} is a ${c.exampleRule} only all-ways${fix}`);
    }
  }
}
