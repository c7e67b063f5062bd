const { createWebpackConfig } = require('@atrium/shared-ui/build/webpack');

module.exports = createWebpackConfig({
  name: 'authoring',
  dir: __dirname,
  kind: 'remote',
  port: 4105,
  title: 'Atrium authoring',
  exposes: { './app': './src/app.tsx' },
});
