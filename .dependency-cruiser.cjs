/**
 * The layers of the source tree and the one direction imports may run (docs/architecture.md):
 *
 *   grammars ──▶ kit ◀── engine ◀── editions ◀── API modules (parse, compare, resolve, …) ◀── cli, web
 *                  ▲        ▲          │
 *                  │        └── abnf ◀─┼──────────────────────────────────────────────────── cli
 *                  └── model ◀─────────┘
 * (src/abnf, the ABNF toolkit published as `uri-editions/abnf`, is built on the kit and the engine.)
 *
 * `npm run lint:deps` checks it, and test/architecture/layers.test.ts runs the same check in `npm test`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const API = '^src/(parse|compare|resolve|normalize|encoding|redact|audit|whatwg|readers)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a circle: data must flow one way.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kit-has-no-dependencies',
      severity: 'error',
      comment: 'src/kit is the grammar DSL: it depends on nothing (not even Parsimmon).',
      from: { path: '^src/kit/' },
      to: { pathNot: '^src/kit/' },
    },
    {
      name: 'grammars-import-only-the-kit',
      severity: 'error',
      comment: 'A grammar file is an RFC written with the kit: nothing else.',
      from: { path: '^grammars/' },
      to: { pathNot: '^(grammars|src/kit)/' },
    },
    {
      name: 'engine-below-editions',
      severity: 'error',
      comment: 'The engine turns any grammar into matchers: it knows no edition, no RFC, no AST.',
      from: { path: '^src/engine/' },
      to: { path: '^(grammars|src/(model|editions|abnf|parse|compare|resolve|normalize|encoding|redact|audit|whatwg|readers|cli))/' },
    },
    {
      name: 'generated-modules-need-only-the-runtime',
      severity: 'error',
      comment:
        'src/generated (npm run generate) runs on src/engine/runtime.ts (and the explain table interpreter) alone: no compiler, no Parsimmon, no code generation. A build may re-export a sibling build\'s modes.',
      from: { path: '^src/generated/' },
      to: { pathNot: '^src/(engine/(runtime|records|explain-table|compile/explain-runtime)|generated/[^/]+)\\.ts$' },
    },
    {
      name: 'abnf-is-built-on-the-kit-and-the-engine',
      severity: 'error',
      comment: 'src/abnf (uri-editions/abnf) reads ABNF and builds matchers with the kit and the engine: it knows no edition, RFC grammar or AST (it uses the one lazy-property mechanism, src/model/lazy.ts, for its parse trees).',
      from: { path: '^src/abnf/' },
      to: { path: '^(grammars|src/(model|editions|parse|compare|resolve|normalize|encoding|redact|audit|whatwg|cli|index))', pathNot: '^src/model/lazy\\.ts$' },
    },
    {
      name: 'only-the-cli-uses-the-abnf-toolkit',
      severity: 'error',
      comment: 'The ABNF toolkit is its own entry point (uri-editions/abnf): the library does not import it; the CLI does, through src/abnf/index.ts.',
      from: { path: '^(grammars|web|src/(kit|engine|model|editions|parse|compare|resolve|normalize|encoding|redact|audit|whatwg|index))' },
      to: { path: '^src/abnf/' },
    },
    {
      name: 'cli-uses-the-abnf-entry',
      severity: 'error',
      comment: 'The CLI uses the toolkit as a user does: through its public entry, src/abnf/index.ts.',
      from: { path: '^src/cli/' },
      to: { path: '^src/abnf/', pathNot: '^src/abnf/index\\.ts$' },
    },
    {
      name: 'model-is-plain',
      severity: 'error',
      comment:
        'src/model holds the shared data types and errors: it imports only the kit.',
      from: { path: '^src/model/' },
      to: { pathNot: '^src/(model|kit)/' },
    },
    {
      name: 'readers-stand-alone',
      severity: 'error',
      comment: 'src/readers models other programs (CPython urlsplit, curl): each stands on its own source, not on this library.',
      from: { path: '^src/readers/' },
      to: { pathNot: '^src/readers/' },
    },
    {
      name: 'editions-below-the-api',
      severity: 'error',
      comment: 'Editions are built from grammars, the engine and the model; the API is built on them.',
      from: { path: '^src/editions/' },
      to: { path: `${API}|^src/(cli|index)` },
    },
    {
      name: 'api-below-cli-and-web',
      severity: 'error',
      comment: 'The library never imports the CLI, the playground or its own entry point.',
      from: { path: `${API}|^src/(editions|engine|model|kit|abnf)/|^grammars/` },
      to: { path: '^(src/cli/|web/|src/index\\.ts$)' },
    },
    {
      name: 'cli-and-web-use-the-library-not-its-machinery',
      severity: 'error',
      comment: 'The CLI and the playground use the library, never the grammar machinery directly.',
      from: { path: '^(src/cli|web)/' },
      to: { path: '^(grammars|src/(engine|kit))/' },
    },
    {
      name: 'web-uses-the-public-entry',
      severity: 'error',
      comment: 'The playground imports the library as a user does: through src/index.ts only.',
      from: { path: '^web/' },
      to: { path: '^(src|grammars)/', pathNot: '^src/index\\.ts$' },
    },
    {
      name: 'no-dev-dependencies-at-run-time',
      severity: 'error',
      comment:
        'The library and the playground import only runtime dependencies. The Unicode tables come from devDependencies (get-east-asian-width, bidi-js) as generated modules in src/model (scripts/generate-unicode-tables.mjs), never by import.',
      from: { path: '^(src|grammars|web)/' },
      to: { dependencyTypes: ['npm-dev'] },
    },
  ],
  options: {
    // (packages are read as leaves, not followed: no-dev-dependencies-at-run-time sees what the sources import)
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)dist/' },
  },
};
