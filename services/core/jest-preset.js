// Jest preset for the services: swc compiles TS the same way the build does; API tests get a real
// PostgreSQL from the global setup (embedded, or DATABASE_URL when set).
const { availableParallelism } = require('node:os');
const path = require('node:path');

module.exports = {
  // Two workers even on two cores (jest's default there is one): API tests wait on PostgreSQL as much as they compute,
  // and the classroom service's took 123 s instead of 164 on the 2-core machine.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  transform: {
    '^.+\\.ts$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    // `cookie` is ESM-only and Fastify's inject (light-my-request) requires it; Jest's CommonJS runtime needs it compiled.
    '/node_modules/cookie/.+\\.js$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  testMatch: ['**/src/**/*.test.ts', '**/test/**/*.test.ts'],
  globalSetup: path.join(__dirname, 'test-global-setup.js'),
  globalTeardown: path.join(__dirname, 'test-global-teardown.js'),
  testTimeout: 30000,
};
