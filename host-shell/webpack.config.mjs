import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFederatedConfig } from '@work/webpack-config';

/** Copies public/service-worker.js into the build unchanged (served at /service-worker.js; ADR 0076). */
class EmitServiceWorkerPlugin {
  apply(compiler) {
    const file = path.join(import.meta.dirname, 'public', 'service-worker.js');
    compiler.hooks.thisCompilation.tap('EmitServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap(
        { name: 'EmitServiceWorkerPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('service-worker.js', new compiler.webpack.sources.RawSource(readFileSync(file, 'utf8'))),
      );
    });
  }
}

/**
 * The shares the shell's first render consumes, on every page (sign-in included): React, the GraphQL client, the
 * composition, antd's style runtime and the antd components of the toolbar, navigation, banners and session chips.
 * Each stays a share of its own for remotes, but since every page loads all of them they are built into one file
 * instead of ~27 (ADR 0294).
 */
const EVERY_PAGE_PACKAGES = String.raw`react|react-dom|scheduler|urql|@urql/[^/]+|wonka|@0no-co/graphql\.web|graphql-ws|jotai|single-spa|single-spa-react|@ant-design/cssinjs|stylis|@emotion/[^/]+`;
const EVERY_PAGE_ANTD =
  'alert|app|badge|button|col|config-provider|dropdown|flex|grid|input|layout|menu|modal|popover|progress|row|space|spin|tag|theme|tooltip|typography';
const EVERY_PAGE = new RegExp(`/node_modules/(?:${EVERY_PAGE_PACKAGES}|antd/es/(?:${EVERY_PAGE_ANTD}))/`);

const config = createFederatedConfig({ kind: 'host', packageDir: import.meta.dirname });
config.plugins.push(new EmitServiceWorkerPlugin());
config.optimization.splitChunks.cacheGroups.everyPage = {
  test: (module) => EVERY_PAGE.test((module.resource ?? '').replaceAll('\\', '/')),
  name: 'every-page',
  chunks: 'async',
  priority: 30,
  enforce: true,
};

export default config;
