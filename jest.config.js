/**
 * `npm test`: every *.test.ts under test/ except the timing measurements (test/timing, which compare
 * running times and have their own config: `npm run test:timing`), the cluster tests (test/cluster,
 * a Dask cluster of worker processes: `npm run test:cluster`) and the browser tests (test/e2e,
 * named *.e2e.ts: `npm run test:e2e`). CI runs all four.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/timing/', '<rootDir>/test/cluster/'],
  ...require('./test/support/esm-to-cjs.cjs').jestTransform(),
  testTimeout: 60000,
  // dist/ built once before the test files run (CLI tests spawn it): test/support/build-once.js
  globalSetup: '<rootDir>/test/support/build-once.js',
};
