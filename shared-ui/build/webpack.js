// One webpack configuration for the shell and every area remote, so that all of them compile with
// swc, share the same singletons and name their files the same way.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const sharedUiPackage = require('../package.json');
const { version: zodVersion } = require('zod/package.json');

const BROWSER_ZOD = path.join(__dirname, 'browser-zod.ts');

/** `zod-` and a hash of browser-zod.ts and zod's version: builds share zod only when they built the same module. */
function browserZodShareKey() {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(BROWSER_ZOD)).update(zodVersion).digest('hex');
  return `zod-${hash.slice(0, 12)}`;
}

/**
 * The shared singletons, with each one's requiredVersion read from the building package's dependencies (or
 * shared-ui's), never written here. shared-ui is strict: its version changes with its exports
 * (src/exports-version.test.ts), and a remote built against an incompatible one is refused at load, which
 * the shell shows as an "incompatible" error panel instead of failing in unknown ways.
 */
function sharedModules(dir) {
  const own = require(path.join(dir, 'package.json'));
  const range = (name) => own.dependencies?.[name] ?? sharedUiPackage.dependencies?.[name] ?? sharedUiPackage.peerDependencies?.[name];
  // React, single-spa, the design system and its auth store exist once per page, whoever loads first.
  // 'react-dom/' and 'react/' share by prefix so react-dom/client and react/jsx-runtime are not loaded twice.
  return {
    react: { singleton: true, requiredVersion: range('react') },
    'react/': { singleton: true, requiredVersion: range('react') },
    'react-dom': { singleton: true, requiredVersion: range('react-dom') },
    'react-dom/': { singleton: true, requiredVersion: range('react-dom') },
    'single-spa': { singleton: true, requiredVersion: range('single-spa') },
    zustand: { singleton: true, requiredVersion: range('zustand') },
    // zod once per page (decision 0266): `zod` resolves to browser-zod.ts, which keeps only the functions Atrium's
    // browser code calls (a shared module keeps every export: zod's own index would be 72 KiB compressed). Its share key
    // names its content, so a remote built with another list of functions keeps its own copy instead of missing one.
    zod: { import: BROWSER_ZOD, shareKey: browserZodShareKey(), singleton: true, requiredVersion: false, version: zodVersion },
    '@atrium/shared-ui': {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${sharedUiPackage.version}`,
      version: sharedUiPackage.version,
    },
  };
}

/**
 * A remote publishes the routes it serves (src/routes.json, read by its AreaApp too) as routes.json beside its
 * remoteEntry.js; the platform hands them to the shell in /remotes.json (decision 0027).
 */
class PublishRoutesPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublishRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishRoutesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          compilation.emitAsset('routes.json', new webpack.sources.RawSource(fs.readFileSync(this.file)));
        },
      );
    });
  }
}

// The federation runtime (enhanced 2.9 on webpack 5.111) resolves this template while chunk hashes are
// still being computed, only to learn the output folder; a hash is not available then, and webpack
// would fail on it (module-federation/core#5077). The folder is the same either way.
function hashedName(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

// Every built file a page loads, also as .br and .gz beside it: the platform serves the one the browser accepts
// (services/platform/src/front-end.ts), so nothing is compressed per request. Brotli at its maximum quality (11): 7 to
// 9 % smaller than quality 9 on every page (bench/README.md), paid once per build. A remote's files over 400 KB are its
// own copies of shared-ui's heavy parts (ag-grid, Highcharts, tiptap), fetched only when the remote runs without the
// shell, whose copies pages use: those stay at quality 9, which keeps a remote's build minutes shorter on the shared
// machine (federation.spec.ts rebuilds one within three). Source maps are left out (only developer tools fetch them;
// the platform compresses those on the fly), as is a file that would shrink by less than a fifth (the plugin's default
// minRatio).
const LARGE_FILE = 400_000;

function precompressed(largeFileQuality) {
  const test = /\.(js|css|html|svg|json|txt)$/;
  const brotli = (input, _options, callback) =>
    zlib.brotliCompress(
      input,
      {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: input.length > LARGE_FILE ? largeFileQuality : zlib.constants.BROTLI_MAX_QUALITY },
      },
      callback,
    );
  return [
    new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({ test, filename: '[path][base].br', algorithm: brotli }),
  ];
}

/** What every build of a package shares, federated or not: compiling, file names, precompression. */
function baseConfig({ dir, production, entry, uniqueName, publicPath, clean, largeFileQuality, cssFiles = false }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: hashedName,
      chunkFilename: hashedName,
      uniqueName,
      clean,
    },
    optimization: {
      chunkIds: 'named',
      splitChunks: {
        cacheGroups: {
          // webpack's own vendors group, but zod stays in the chunk of the shared browser-zod.ts that alone uses it: one
          // request instead of two on every page (decision 0266).
          defaultVendors: { idHint: 'vendors', test: /[\\/]node_modules[\\/](?!zod[\\/])/, priority: -10, reuseExistingChunk: true },
        },
      },
      moduleIds: production ? 'deterministic' : 'named',
      // swc's minifier instead of webpack's default terser: every remote minifies its own copies of ag-grid, Highcharts
      // and tiptap, which terser took about six times longer to do (2.4 MB of ag-grid: 88 s against 14 s on the shared
      // machine), for files of the same size (swc's were 1 % smaller). Build minutes are CI minutes (bench/README.md).
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [cssFiles ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __ATRIUM_BUILD_LABEL__: JSON.stringify(process.env.ATRIUM_BUILD_LABEL ?? ''),
      }),
      ...(cssFiles
        ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })]
        : []),
      ...(production ? precompressed(largeFileQuality) : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

// Not content-hashed: the remote's HTML pages name it, and the platform revalidates a file without a hash.
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/**
 * The federation runtime core for a remote's own pages (shared-ui/build/federation-runtime.js), built without module
 * federation beside the remote's files. Built with the same runtime flags as the federated builds.
 */
function federationRuntimeBuild({ name, dir, production }) {
  const runtimeBase = baseConfig({
    dir,
    production,
    entry: { 'federation-runtime': path.join(__dirname, 'federation-runtime.js') },
    uniqueName: `atrium_${name}_federation_runtime`,
    publicPath: 'auto',
    clean: false,
    largeFileQuality: zlib.constants.BROTLI_MAX_QUALITY,
  });
  return {
    ...runtimeBase,
    name: `${name}-federation-runtime`,
    dependencies: [name],
    output: { ...runtimeBase.output, filename: FEDERATION_RUNTIME_FILE },
    plugins: [
      new webpack.DefinePlugin({
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
        ENV_TARGET: JSON.stringify('web'),
      }),
      ...runtimeBase.plugins,
    ],
  };
}

/**
 * @param {object} options
 * @param {string} options.name federation name (shell, classroom, elearning, ...)
 * @param {string} options.dir the package folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} options.kind
 * @param {number} options.port dev server port
 * @param {string} options.title page title of the standalone/host index.html
 * @param {Record<string,string>} [options.exposes]
 * @param {Record<string,{import:string, html:string, title?:string}>} [options.extraEntries] further pages of
 *   the package, each with its own entry and HTML file and none of the main entry's code (e.g. a lean runtime).
 *   Each is its own build without module federation: such a page is never part of the shell, so it shares nothing
 *   and needs no federation runtime (24 KiB compressed).
 */
function createWebpackConfig({ name, dir, kind, port, title, exposes, extraEntries = {} }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const api = process.env.ATRIUM_API ?? 'http://localhost:4000';
    const base = baseConfig({
      dir,
      production,
      entry: { main: './src/index.ts' },
      uniqueName: `atrium_${name}`,
      // Remotes resolve their chunks relative to wherever their remoteEntry.js was loaded from.
      publicPath: kind === 'host' ? '/' : 'auto',
      clean: true,
      largeFileQuality: kind === 'host' ? zlib.constants.BROTLI_MAX_QUALITY : 9,
      // The host's styles (the design system's, its pages' and shared-ui's own) arrive as stylesheets, fetched
      // beside the scripts and never parsed as JavaScript (7 KiB less script on /login, bench/README.md). A remote
      // keeps injecting its styles from its scripts: its chunks load from wherever its remoteEntry.js is served.
      cssFiles: kind === 'host',
    });
    const main = {
      ...base,
      name,
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedModules(dir),
          // Only a visited area's remote is fetched; 'version-first' would fetch every remote entry at start.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          // Remotes are found by their remoteEntry.js address, never through a manifest, so the runtime's snapshot
          // code is dead weight, as is its Node.js support: leaving both out saves about 3 KiB (compressed) per entry.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            // One federation runtime core per page (decision 0257): the shell provides its own to the remotes it loads,
            // which are built without one (23 KiB less per area page). A remote's own pages load federation-runtime.js
            // (below) first to provide it when the remote runs without the shell.
            ...(kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
          },
        }),
        new HtmlWebpackPlugin({
          title,
          template: path.join(__dirname, 'index.html'),
          chunks: ['main'],
          federationRuntime: kind === 'remote' ? FEDERATION_RUNTIME_FILE : undefined,
        }),
        // The standalone app's page for a host of its own (decision 0223): served at the root of that host and for
        // every path that is no file (deep links), so its scripts are named from the root, not from the deep path.
        ...(kind === 'remote'
          ? [
              new HtmlWebpackPlugin({
                title,
                filename: 'standalone.html',
                publicPath: '/',
                template: path.join(__dirname, 'index.html'),
                chunks: ['main'],
                federationRuntime: `/${FEDERATION_RUNTIME_FILE}`,
              }),
            ]
          : []),
        ...(kind === 'remote' && fs.existsSync(path.join(dir, 'src/routes.json'))
          ? [new PublishRoutesPlugin(path.join(dir, 'src/routes.json'))]
          : []),
        ...base.plugins,
      ],
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/wapi', '/remotes', '/remotes.json'], target: api, changeOrigin: false }],
      },
    };
    const pages = Object.entries(extraEntries).map(([entry, page]) => {
      const pageBase = baseConfig({
        dir,
        production,
        entry: { [entry]: page.import },
        uniqueName: `atrium_${name}_${entry}`,
        publicPath: 'auto',
        // The main build empties dist/ first; this one runs after it (dependencies) and adds its files.
        clean: false,
        largeFileQuality: zlib.constants.BROTLI_MAX_QUALITY,
      });
      return {
        ...pageBase,
        name: `${name}-${entry}`,
        dependencies: [name],
        plugins: [
          new HtmlWebpackPlugin({
            title: page.title ?? title,
            filename: page.html,
            template: path.join(__dirname, 'index.html'),
            chunks: [entry],
          }),
          ...pageBase.plugins,
        ],
      };
    });
    const builds = kind === 'remote' ? [main, federationRuntimeBuild({ name, dir, production }), ...pages] : [main, ...pages];
    return builds.length > 1 ? builds : main;
  };
}

module.exports = { createWebpackConfig };
