// Jest preset for the React packages: swc compiles TS/TSX exactly as the bundles do.
const { availableParallelism } = require('node:os');
const path = require('node:path');

module.exports = {
  // Two workers even on two cores (jest's default there is one): rendering waits on timers and lazy parts as much as it
  // computes, and shared-ui's tests took 26 s instead of 41 on the 2-core machine.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'styleMock.js'),
  },
  setupFiles: [path.join(__dirname, 'jest-preload-heavy-parts.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-wait-for-lazy-parts.js')],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
};
