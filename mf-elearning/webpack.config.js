const { createWebpackConfig } = require('@atrium/shared-ui/build/webpack');

module.exports = createWebpackConfig({
  name: 'elearning',
  dir: __dirname,
  kind: 'remote',
  port: 4102,
  title: 'Atrium elearning',
  exposes: { './app': './src/app.tsx' },
  // The learner runtime alone, for learners' direct links: no shell, no admin screens (README "Layout").
  extraEntries: { runtime: { import: './src/runtime/index.ts', html: 'runtime.html', title: 'Atrium' } },
});
