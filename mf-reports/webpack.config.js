const { createWebpackConfig } = require('@atrium/shared-ui/build/webpack');

module.exports = createWebpackConfig({
  name: 'reports',
  dir: __dirname,
  kind: 'remote',
  port: 4106,
  title: 'Atrium reports',
  exposes: { './app': './src/app.tsx' },
});
