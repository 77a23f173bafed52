/**
 * The timing tests, apart from `npm test`: they compare running times (linear scaling on hostile
 * inputs, in processes of their own), so they want a machine that is not also running the rest of
 * the suite. `npm run test:timing` runs them; so does CI.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/timing'],
  testMatch: ['**/*.test.ts'],
  ...require('../support/esm-to-cjs.cjs').jestTransform(),
  testTimeout: 600000,
  maxWorkers: 1,
};
