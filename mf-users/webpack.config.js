const { createWebpackConfig } = require('@atrium/shared-ui/build/webpack');

module.exports = createWebpackConfig({
  name: 'users',
  dir: __dirname,
  kind: 'remote',
  port: 4104,
  title: 'Atrium users',
  exposes: { './app': './src/app.tsx' },
});
