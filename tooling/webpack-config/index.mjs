// One webpack + Module Federation config for the host shell and every remote.
// Each package's webpack.config.mjs calls createFederatedConfig with its own kind, folder and exposes.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import { createFingerprinter, FRONT_END_INPUTS } from '@work/platform-cli/build-cache';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { EmitAntdStylesheetPlugin } from './antd-stylesheet.mjs';
import './federation-webpack-path.mjs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from './shared.mjs';
import { EmitGraphqlDocumentsPlugin } from './graphql-documents.mjs';

const require = createRequire(import.meta.url);
// terser-webpack-plugin ships with webpack; reach it through webpack's own resolution (pnpm keeps it private).
const TerserPlugin = createRequire(require.resolve('webpack'))('terser-webpack-plugin');
const ANTD_STYLE_FUNCTIONS_LOADER = path.join(import.meta.dirname, 'antd-style-functions-loader.cjs');

/** Emits a copy of the package's remote.json into dist, so the deploy CLI publishes the descriptor with the build. */
class EmitRemoteDescriptorPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRemoteDescriptorPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'EmitRemoteDescriptorPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('remote.json', new webpack.sources.RawSource(readFileSync(this.file, 'utf8')));
        },
      );
    });
  }
}

/**
 * A digest of what a build is made from, its label included (baked into the code): the fingerprint `npm run build`
 * uses to tell a stale build (platform-cli build-cache). Builds that can differ get different digests; equal inputs
 * give equal digests, so `remotes sync` still recognises a build it published before.
 */
function buildInputsDigest(packageDir, buildLabel) {
  const root = path.resolve(packageDir, '..');
  return createFingerprinter(root)
    .fingerprint([path.basename(packageDir), ...FRONT_END_INPUTS], `BUILD_LABEL=${buildLabel}`)
    .slice(0, 10);
}

/**
 * @param {{ kind: 'host' | 'remote', packageDir: string, exposes?: Record<string, string>, mode?: string }} options
 * @returns {import('webpack').Configuration}
 */
export function createFederatedConfig({ kind, packageDir, exposes = {} }) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const production = mode === 'production';
  const buildLabel = process.env.BUILD_LABEL || pkg.version;
  const isHost = kind === 'host';

  let federationName = pkg.name.replace(/^@work\//, '').replace(/-/g, '_');
  if (!isHost) {
    const descriptorPath = path.join(packageDir, 'remote.json');
    const descriptor = JSON.parse(readFileSync(descriptorPath, 'utf8'));
    federationName = descriptor.federationName;
  }

  return {
    mode,
    context: packageDir,
    target: 'web',
    entry: isHost ? { main: './src/index.ts' } : {},
    // no eval-based maps in development: the gateway's Content-Security-Policy allows no 'unsafe-eval'
    devtool: production ? (process.env.SOURCE_MAPS ? 'source-map' : false) : 'cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: federationName,
      // Per build: a shell that swaps a remote for its next version without a reload (ADR 0247) has both builds'
      // chunks on one page, and a shared chunk array would hand the new runtime the old version's chunks.
      chunkLoadingGlobal: isHost ? undefined : `webpackChunk_${federationName}_${buildInputsDigest(packageDir, buildLabel)}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
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
                target: 'es2022',
                // Always the production JSX runtime: a development remote under a production host must not ask for
                // react/jsx-dev-runtime, which the host does not provide.
                transform: { react: { runtime: 'automatic', development: false } },
              },
            },
          },
        },
        // antd's building blocks declare no `sideEffects`, so one name from a package's index (antd's form context
        // takes only FormProvider from @rc-component/form) kept every module it re-exports, validators and all
        // (ADR 0295). Their modules only define things: what no one imports is dropped.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        // With zero runtime antd never calls its components' style functions: leave them out (ADR 0297).
        { test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*[\\/]style(?:[\\/]|\.js$)/, use: ANTD_STYLE_FUNCTIONS_LOADER },
      ],
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(packageDir, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [import.meta.filename, path.join(import.meta.dirname, 'shared.mjs'), ANTD_STYLE_FUNCTIONS_LOADER] },
      // One cache per package and mode: watch builds of several packages must not share a name.
      name: `${path.basename(packageDir)}-${mode}`,
    },
    optimization: {
      // swc's minifier is several times faster than terser, which matters on a 2-core CI machine.
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: { passes: 2 }, mangle: true },
          extractComments: false,
        }),
      ],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        // the host provides every antd component as a chunk of its own: what many of them use goes into one chunk
        // loaded once, and the rest is split by who uses it rather than copied into each component's chunk.
        // minChunks 4 gave the smallest first load of /work of 3, 4, 5, 6, 12 and 25 (ADR 0253; the bench re-measures)
        minSize: 5000,
        maxAsyncRequests: Infinity,
        maxInitialRequests: Infinity,
        cacheGroups: {
          commonLibraries: {
            test: /[\\/]node_modules[\\/]/,
            minChunks: 4,
            name: 'common-libraries',
            chunks: 'async',
            priority: 20,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new webpack.DefinePlugin({ 'process.env.BUILD_LABEL': JSON.stringify(buildLabel) }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        // Remotes are registered at runtime from /registry.json; the build knows none of them.
        remotes: {},
        shared: sharedConfig(packageDir, pkg, { kind }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The host ships the federation runtime once; remotes use it instead of bundling their own (~20 KiB gzip each).
        experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
      }),
      // The host's generated federation entry requires this plugin's CommonJS build, which requires the CommonJS
      // runtime core and SDK: a second copy of the runtime beside the ES modules the rest of the runtime imports. Its
      // ES module build imports the same runtime core as everything else.
      ...(isHost
        ? [
            new webpack.NormalModuleReplacementPlugin(/[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
              resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
            }),
          ]
        : []),
      // every bundle declares the GraphQL operations it sends (ADR 0245)
      new EmitGraphqlDocumentsPlugin(packageDir),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: existsSync(path.join(packageDir, 'public/index.html')) ? './public/index.html' : 'auto',
              title: 'Work platform',
              chunks: ['main'],
            }),
            new EmitAntdStylesheetPlugin(packageDir),
          ]
        : [new EmitRemoteDescriptorPlugin(path.join(packageDir, 'remote.json'))]),
    ],
  };
}
