const { createWebpackConfig } = require('@atrium/shared-ui/build/webpack');

module.exports = createWebpackConfig({
  name: 'classroom',
  dir: __dirname,
  kind: 'remote',
  port: 4101,
  title: 'Atrium classroom',
  exposes: { './app': './src/app.tsx' },
});
