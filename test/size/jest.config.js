/**
 * The bundle-size budgets (`npm run test:size`, run by .ci/run apart from `npm test`): size-limit over
 * .size-limit.cjs on the package as built. Files are named *.size.ts, which the default config's
 * testMatch (*.test.ts) never picks up.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/size'],
  testMatch: ['**/*.size.ts'],
  ...require('../support/esm-to-cjs.cjs').jestTransform(),
  testTimeout: 180000,
  maxWorkers: 1,
};
