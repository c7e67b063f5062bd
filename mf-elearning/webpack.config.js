const { createWebpackConfig } = require('@atrium/shared-ui/build/webpack');

module.exports = createWebpackConfig({
  name: 'elearning',
  dir: __dirname,
  kind: 'remote',
  port: 4102,
  title: 'Atrium elearning',
  exposes: { './app': './src/app.tsx' },
});
