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

const config = createFederatedConfig({ kind: 'host', packageDir: import.meta.dirname });
config.plugins.push(new EmitServiceWorkerPlugin());

export default config;
