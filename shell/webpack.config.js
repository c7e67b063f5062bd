const { createWebpackConfig } = require('@atrium/shared-ui/build/webpack');

module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, kind: 'host', port: 4000, title: 'Atrium' });
