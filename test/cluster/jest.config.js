/**
 * The cluster tests, apart from `npm test`: `compare --brief` mapped over a real Dask cluster of
 * worker processes (Debian's python3-distributed), which takes a minute and both cores, so it does
 * not run beside the unit tests. `npm run test:cluster` runs them; so does CI (.ci/run installs
 * python3-distributed first).
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/cluster'],
  testMatch: ['**/*.test.ts'],
  ...require('../support/esm-to-cjs.cjs').jestTransform(),
  testTimeout: 600000,
  maxWorkers: 1,
  // the CLI the cluster's workers spawn: dist/cli/main.js, built once (as for npm test)
  globalSetup: '<rootDir>/test/support/build-once.js',
};
