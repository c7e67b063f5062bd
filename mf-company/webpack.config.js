const { createWebpackConfig } = require('@atrium/shared-ui/build/webpack');

module.exports = createWebpackConfig({
  name: 'company',
  dir: __dirname,
  kind: 'remote',
  port: 4103,
  title: 'Atrium company',
  exposes: { './app': './src/app.tsx' },
});
