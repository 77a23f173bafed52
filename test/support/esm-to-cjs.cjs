/**
 * Jest runs the TypeScript sources as CommonJS (ts-jest). Four packages the tests read are ES
 * modules: the two the generated Unicode tables are checked against over every code point
 * (get-east-asian-width: test/model/columns.test.ts; bidi-js's table of Bidi_Class:
 * test/model/bidi-direction.test.ts; scripts/generate-unicode-tables.mjs makes the tables from
 * them, and nothing of them is in dist/) and two of the ABNF toolkit's peers the benchmark runs
 * (apg-lite, abnf: test/abnf/peers-doc.test.ts). Under Jest this transformer turns them into
 * CommonJS with esbuild. `ESM_PACKAGES` names them for the configs' transformIgnorePatterns.
 */
const { transformSync } = require('esbuild');

const ESM_PACKAGES = ['get-east-asian-width', 'bidi-js', 'apg-lite', 'abnf'];

module.exports = {
  ESM_PACKAGES,
  /** For a Jest config: ts-jest for the sources, this file for those packages, nothing else transformed. */
  jestTransform(tsconfig = 'tsconfig.json') {
    return {
      transform: {
        '^.+\\.ts$': ['ts-jest', { tsconfig }],
        [`/node_modules/(${ESM_PACKAGES.join('|')})/.+\\.js$`]: __filename,
      },
      transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    };
  },
  process(source, filename) {
    const { code } = transformSync(source, { format: 'cjs', loader: 'js', target: 'es2022', sourcefile: filename });
    return { code };
  },
};
