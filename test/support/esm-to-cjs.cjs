/**
 * Jest runs the TypeScript sources as CommonJS (ts-jest). bidi-js's table of Bidi_Class
 * (src/editions/iri-bidi.ts takes its src/charTypes.js) is an ES module, and so are the package
 * test/model/columns.test.ts checks the terminal widths against (get-east-asian-width: the table
 * src/model/wide-characters.ts is generated from it) and two of the ABNF toolkit's peers the
 * benchmark runs (apg-lite, abnf: test/abnf/peers-doc.test.ts); `npm run build` bundles bidi-js's
 * module into dist/ (scripts/build.mjs), and under Jest this
 * transformer turns them into CommonJS with esbuild, as the build does. `ESM_PACKAGES` names them
 * for the configs' transformIgnorePatterns.
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
