/**
 * The command line, declared with commander: commands, their arguments and options, help. Each
 * command is a function in ./commands/ that returns its exit code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Argument, Command, CommanderError, Option } from 'commander';
import { EDITION_NAMES, implementedEditions } from '../editions/registry';
import { abnfCommand } from './commands/abnf';
import { SECRET_QUERY_PARAMETERS } from '../redact/redact';
import { auditCommand } from './commands/audit';
import { READING_NAMES } from '../audit/types';
import { checkCommand } from './commands/check';
import { compareCommand } from './commands/compare';
import { editionsCommand } from './commands/editions';
import { DEFAULT_COMPONENT, encodeCommand } from './commands/encode';
import { iriCommand } from './commands/iri';
import type { IriDirection } from './commands/iri';
import { queryCommand } from './commands/query';
import { redactCommand } from './commands/redact';
import { relativizeCommand } from './commands/relativize';
import { normalizeCommand } from './commands/normalize';
import { parseCommand } from './commands/parse';
import { resolveCommand } from './commands/resolve';
import { COMPONENTS } from '../encoding/classes';
import { visibleLines } from './escape';
import { programDescription } from './help';
import { fitToTerminal } from './fit';
import { processIo } from './io';
import type { Io } from './io';
import { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, UsageError } from './usage';

/** The package's version, from the nearest package.json above this file (src/ or dist/src/). */
function version(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'uri-editions') return pkg.version ?? '0.0.0';
  }
  return '0.0.0';
}

const EDITIONS_HELP = `one of ${EDITION_NAMES.join(', ')}`;

/** Run the command line `argv` (without node and the script); resolves to the exit code. */
export async function run(argv: string[]): Promise<number> {
  let code = EXIT_OK;
  let io: Io | undefined;
  const ioFor = (cmd: Command): Io => (io ??= processIo(cmd.optsWithGlobals().color as boolean | undefined));
  const program = new Command('uri-editions')
    // the specifications named from the registries (./help.ts), never written out here
    .description(programDescription())
    .version(version(), '-V, --version')
    .option('--color', 'colour the output even when it is not a terminal')
    .option('--no-color', 'never colour the output (so does a non-empty NO_COLOR)')
    .exitOverride()
    .showHelpAfterError('(run uri-editions help [command] for usage)')
    .configureOutput({
      // help and errors fit the terminal as everything else the command prints does (./fit.ts)
      writeOut: (s) => process.stdout.write(fitToTerminal(s, process.stdout)),
      writeErr: (s) => process.stderr.write(fitToTerminal(visibleLines(s), process.stderr)),
    })
    .addHelpText(
      'after',
      `
Exit codes: 0 success; 1 input not valid under the edition asked for (audit:
the readings that accept it lead to different places; reading stdin: a line
rejected or over --max-line); 2 usage error; 70 internal error (a bug: please
report it).
With no URL, compare, audit, parse and redact read one input per line from
stdin and write NDJSON (a line over --max-line, default 256k, gets an error
record of its own).
Passwords and secret query values (?token=, ?sig=, …: see redact --help) are shown
as *** unless --show-password. Nothing from the input reaches the terminal raw:
control, bidirectional, zero-width and other invisible characters are shown as
escapes (\\x1b, \\u202e).
Every command that takes one edition spells it -e/--edition (compare: a
comma-separated list).`,
    );

  const json = (stdin = false) => new Option('--json', stdin ? 'print JSON (NDJSON when reading stdin)' : 'print JSON');
  const showPassword = () => new Option('--show-password', 'show passwords (hidden by default, wherever any reader would find one: RFC 3986 §7.5)');
  const maxLine = () =>
    new Option('--max-line <bytes>', 'stdin mode: a longer line is not processed but gets an error record of its own (k, M, G: binary multiples)').default(
      '256k',
    );
  const amend = () => new Option('--amend <list>', 'apply amendments: rfc2732 (IPv6 literals for rfc2396), rfc6874 (zone IDs for rfc3986)');
  const edition = (extra = '') => new Option('-e, --edition <name>', `${EDITIONS_HELP}${extra}`);

  program
    .command('compare')
    .description('how each edition parses the URL(s): a table, the differences and why; stdin → NDJSON')
    .argument('[url...]', 'URLs to compare (none: read one per line from stdin)')
    .option('-e, --edition <list>', `comma-separated editions (default: all: ${implementedEditions.join(',')})`)
    // the spelling before every command said -e/--edition; kept working
    .addOption(new Option('--editions <list>', 'the same as --edition').hideHelp())
    .addOption(amend())
    .option('--iri', 'convert each input from an IRI to a URI first (RFC 3987 §3.1), as `iri to-uri` does')
    .option('--whatwg', "add the runtime URL's reading (the WHATWG URL Standard) as a last column, and where it differs")
    .option('--no-schemes', "leave out the input's scheme read under each of its specifications (RFC 9110, RFC 6068 …)")
    .option('--verbose', 'every explanation in full: the acceptance difference explained, each rejection with its own caret, the scheme readings that agree')
    .addOption(
      new Option('--brief', 'one compact JSON line per URL: the input, each edition accepted or where and in which rule it failed, the components that differ; exit 0').conflicts([
        'whatwg',
        'iri',
      ]),
    )
    .addOption(json(true))
    .addOption(maxLine())
    .option('--jobs <n>', 'stdin mode: worker threads (default: one per core; 1: none, all in this thread)')
    .addOption(showPassword())
    .action(async (urls: string[], flags, cmd: Command) => {
      code = await compareCommand(urls, flags, ioFor(cmd));
    });

  program
    .command('audit')
    .description('how each edition, WHATWG and the client parsers (Python\'s urlsplit, curl …) read the URL(s), where they disagree, risk flags; exit 1 when divergent; stdin → NDJSON')
    .argument('[url...]', 'URLs to audit (none: read one per line from stdin)')
    .option('--base <url>', 'open-redirect mode: resolve each URL against this base')
    .option('--readers <names>', `the readings to show and compare, comma-separated (default: all): ${READING_NAMES.join(',')}`)
    .addOption(amend())
    .addOption(json())
    .addOption(maxLine())
    .option('--show-password', 'show passwords (hidden by default: RFC 3986 §7.5)')
    .action(async (urls: string[], flags, cmd: Command) => {
      code = await auditCommand(urls, flags, ioFor(cmd));
    });

  program
    .command('parse')
    .description('the URL(s) under one edition, component by component; stdin → NDJSON')
    .argument('[url...]', 'URLs to parse (none: read one per line from stdin)')
    .addOption(edition().default('rfc3986'))
    .addOption(amend())
    .option('--case-insensitive-scheme', 'rfc1738: accept an uppercase scheme (§5 "interpreters should use case-ignore")')
    .option('--allow-fragment', 'rfc1738: accept a trailing #fragment, as RFC 1808 later did')
    .option('--scheme <spec>', "the scheme's own syntax in one specification (rfc9110, rfc6068 …; see `editions`): its fields by the RFC's names")
    .addOption(json(true))
    .addOption(maxLine())
    .addOption(showPassword())
    .action(async (urls: string[], flags, cmd: Command) => {
      code = await parseCommand(urls, flags, ioFor(cmd));
    });

  program
    .command('resolve')
    .description("resolve REF against BASE by each edition's own algorithm (or one, with --edition)")
    .argument('<base>', 'the base URL (absolute)')
    .argument('<ref>', 'the reference to resolve')
    .addOption(edition(' (default: every edition side by side)'))
    .addOption(amend())
    .option('--non-strict', 'RFC 3986 §5.2.2 / RFC 2396 §5.2: ignore a reference scheme equal to the base scheme')
    .option('--validate', 'with --edition: require base and reference to be derivable from the grammar')
    .option('--unsafe-recomposition', 'UNSAFE: recompose as the RFCs do even when a path starting with "//" then reads as a host (default: written after "/.")')
    .addOption(json())
    .addOption(showPassword())
    .action(async (base: string, ref: string, flags, cmd: Command) => {
      code = await resolveCommand(base, ref, flags, ioFor(cmd));
    });

  program
    .command('relativize')
    .description("the shortest reference that the edition's algorithm resolves against BASE back to TARGET")
    .argument('<base>', 'the base URL (absolute)')
    .argument('<target>', 'the URL to reach (absolute)')
    .addOption(edition().default('rfc3986'))
    .addOption(json())
    .addOption(showPassword())
    .action(async (base: string, target: string, flags, cmd: Command) => {
      code = await relativizeCommand(base, target, flags, ioFor(cmd));
    });

  program
    .command('check')
    .description("validate INPUT against any named rule of an edition's grammar, e.g. check IPv6address ::1")
    .argument('<rule>', "a rule by the RFC's spelling (IPv6address, abs_path, path-abempty, …)")
    .argument('<input>', 'the text to check (all of it must match)')
    .addOption(edition().default('rfc3986'))
    .option('--scheme <spec>', "a rule of a scheme specification (rfc9110, rfc6068 …) instead of an edition's")
    .addOption(amend())
    .addOption(json())
    .addOption(showPassword())
    .action(async (ruleName: string, input: string, flags, cmd: Command) => {
      code = await checkCommand(ruleName, input, flags, ioFor(cmd));
    });

  program
    .command('abnf')
    .description('check strings against any ABNF grammar (RFC 5234) with ABNF\'s own meaning; --report: where a PEG reading differs')
    .argument('<file>', 'a file of ABNF rules')
    .argument('[input...]', 'strings to check (all of each must be the start rule)')
    .requiredOption('--start <rule>', 'the rule each input must be')
    .option('--report', 'how each rule is matched, and for each alternation and repetition whether ordered, possessive matching changes the language')
    .option('--prose <text=elements>', "what a prose value <text> (or an undefined rule) means, as ABNF elements; repeatable", (v: string, all: string[] = []) => [...all, v])
    .option('--bnf', 'read the older BNF-like notation of RFCs 1738, 1808 and 2396 ("|" alternatives)')
    .option('--emit <out>', 'write the start rule as a module of its own (canParse, parse; no code generated at run time) to OUT, or - for standard output')
    .option('--format <format>', 'with --emit: esm or cjs (default: by OUT\'s extension: .mjs .js .ts .mts esm, .cjs .cts cjs)')
    .option('--typescript', 'with --emit: TypeScript, with the rule names as a type (default: for .ts .mts .cts)')
    .addOption(json())
    .action(async (file: string, inputs: string[], flags, cmd: Command) => {
      code = await abnfCommand(file, inputs, flags, ioFor(cmd));
    });

  program
    .command('normalize')
    .description("the URL normalized by an edition's rules (default: every edition side by side)")
    .argument('<url>', 'the URL to normalize')
    .addOption(edition())
    .option('--level <level>', "how far up RFC 3986 §6.2's ladder: string, syntax or scheme", 'scheme')
    .addOption(json())
    .addOption(showPassword())
    .action(async (url: string, flags, cmd: Command) => {
      code = await normalizeCommand(url, flags, ioFor(cmd));
    });

  program
    .command('iri')
    .description('convert between IRIs and URIs: to-uri (RFC 3987 §3.1) or to-iri (§3.2)')
    .addArgument(new Argument('<direction>', 'to-uri or to-iri').choices(['to-uri', 'to-iri']))
    .argument('<input>', 'the IRI (to-uri) or URI (to-iri)')
    .option('--idna', 'to-uri: ToASCII for any scheme\'s host; to-iri: punycode labels to Unicode (default: to-uri for domain-name schemes only, to-iri never)')
    .option('--no-idna', 'to-uri: percent-encode a non-ASCII host instead of ToASCII')
    .addOption(json())
    .addOption(showPassword())
    .action(async (direction: IriDirection, input: string, flags, cmd: Command) => {
      code = await iriCommand(direction, input, flags, ioFor(cmd));
    });

  program
    .command('encode')
    .description("percent-encode TEXT as UTF-8 for one component of an edition's syntax")
    .argument('<text>', 'the text to encode')
    .addOption(new Option('-c, --component <name>', 'the component it goes into').choices([...COMPONENTS]).default(DEFAULT_COMPONENT))
    .addOption(edition().default('rfc3986'))
    .addOption(json())
    .addOption(showPassword())
    .action(async (text: string, flags, cmd: Command) => {
      code = await encodeCommand('encode', text, flags, ioFor(cmd));
    });

  program
    .command('decode')
    .description('percent-decode TEXT, strictly: a malformed "%" or invalid UTF-8 is an error (exit 1)')
    .argument('<text>', 'the text to decode')
    .addOption(json())
    .addOption(showPassword())
    .action(async (text: string, flags, cmd: Command) => {
      code = await encodeCommand('decode', text, flags, ioFor(cmd));
    });

  program
    .command('query')
    .description('the name/value pairs of a query (or of a URL\'s query), in order')
    .argument('<query>', 'a query (the text after "?") or a whole URL')
    .option('--separators <chars>', 'the characters between pairs ("&;" for HTML 4.01\'s ";" too)', '&')
    .option('--plus', 'decode "+" as a space (application/x-www-form-urlencoded)')
    .option('--no-decode', 'show names and values as written, not percent-decoded')
    .addOption(json())
    .addOption(showPassword())
    .action(async (query: string, flags, cmd: Command) => {
      code = await queryCommand(query, flags, ioFor(cmd));
    });

  program
    .command('redact')
    .description('the URL(s) with every password and secret query value replaced by ***, however a reader splits them; stdin → one per line')
    .argument('[url...]', 'URLs to redact (none: read one per line from stdin)')
    .option('--secret-params <names>', `the query parameters whose values are hidden, comma-separated, instead of the default list (${SECRET_QUERY_PARAMETERS.join(', ')})`)
    .option('--add-secret-params <names>', 'more query parameters whose values are hidden, comma-separated')
    .option('--no-secret-params', 'hide no query value (passwords still are)')
    .addOption(json(true))
    .addOption(maxLine())
    .action(async (urls: string[], flags, cmd: Command) => {
      code = await redactCommand(urls, flags, ioFor(cmd));
    });

  program
    .command('editions')
    .description('the editions implemented, with their RFC numbers, years and amendments')
    .addOption(json())
    .option('--schemes', 'only the scheme specifications: each scheme and the RFCs that defined its syntax, oldest first')
    .action(async (flags, cmd: Command) => {
      code = await editionsCommand(flags, ioFor(cmd));
    });

  try {
    if (argv.length === 0) {
      program.outputHelp({ error: true });
      return EXIT_USAGE;
    }
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? EXIT_OK : EXIT_USAGE;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${visibleLines(error.message)}\n(run uri-editions help [command] for usage)\n`);
      return EXIT_USAGE;
    }
    process.stderr.write(`uri-editions: internal error: ${visibleLines(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`);
    return EXIT_INTERNAL;
  }
}
