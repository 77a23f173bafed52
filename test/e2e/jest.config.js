/**
 * The browser test of the playground, apart from `npm test` (which must pass without Chromium):
 * `npm run test:e2e` builds web/dist and runs this. Files are named *.e2e.ts, which the default
 * config's testMatch (*.test.ts) never picks up.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  ...require('../support/esm-to-cjs.cjs').jestTransform(),
  testTimeout: 60000,
  maxWorkers: 1,
};
