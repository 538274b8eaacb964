import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * antd runs with zero runtime (host-shell/src/app/theme.ts, ADR 0291): components take their styles from the
 * stylesheet antd builds, not from style generation on the main thread. The host provides antd to every remote, so the
 * stylesheet of the host's antd is the page's: emitted under a content hash (cached for good) and linked in the head,
 * before the shell's script.
 */
export class EmitAntdStylesheetPlugin {
  /** @param {string} packageDir the host's package (its antd is the one every bundle uses) */
  constructor(packageDir) {
    this.file = createRequire(path.join(packageDir, 'package.json')).resolve('antd/dist/antd.css');
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { file } = this;
    compiler.hooks.thisCompilation.tap('EmitAntdStylesheetPlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      let name = '';
      compilation.hooks.processAssets.tap(
        { name: 'EmitAntdStylesheetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const css = readFileSync(file);
          name = `antd.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(css));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EmitAntdStylesheetPlugin', (groups) => {
        const href = `${compilation.outputOptions.publicPath ?? '/'}${name}`;
        groups.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href }));
        return groups;
      });
    });
  }
}
