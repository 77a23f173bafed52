/**
 * The package as a user meets it (`npm run check:package`, apart from `npm test`): packed, installed
 * into a fresh project from the tarball, required, imported, type-checked, bundled for a browser and
 * run in Debian's headless Chromium; publint and arethetypeswrong on the same tarball. Files are
 * named *.pkg.ts, which the default config's testMatch (*.test.ts) never picks up.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/package'],
  testMatch: ['**/*.pkg.ts'],
  ...require('../support/esm-to-cjs.cjs').jestTransform(),
  testTimeout: 120000,
  maxWorkers: 1,
};
