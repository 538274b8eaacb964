import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import loader from './antd-style-functions-loader.cjs';

const { withoutStyleFunctions } = loader;
const require = createRequire(import.meta.url);
const webpackRequire = createRequire(require.resolve('webpack'));
const acorn = webpackRequire('acorn');

/** antd's own file, as the host build reads it (antd is a dependency of the host). */
function antdFile(relative) {
  const hostRequire = createRequire(path.join(import.meta.dirname, '../../host-shell/package.json'));
  return readFileSync(path.join(path.dirname(hostRequire.resolve('antd/package.json')), relative), 'utf8');
}

describe('the antd style functions loader', () => {
  it("hands genStyleHooks an empty style function and keeps the component's token function and options", () => {
    const source = [
      "import { genStyleHooks } from '../../theme/internal';",
      'const genTagStyle = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      'export const prepareComponentToken = (token) => ({ defaultBg: token.colorFillQuaternary });',
      "export default genStyleHooks('Tag', (token) => genTagStyle(token), prepareComponentToken, { unitless: { lineHeight: true } });",
    ].join('\n');
    const out = withoutStyleFunctions(source);
    expect(out).toContain("genStyleHooks('Tag', () => [], prepareComponentToken, { unitless: { lineHeight: true } })");
    // the style function is now unused, so the build drops it; the token function is still used
    expect(out.match(/genTagStyle/g)).toHaveLength(1);
  });

  it('does the same for genSubStyleComponent and genComponentStyleHook, whatever the style function is', () => {
    const source = [
      "export const Panel = genSubStyleComponent(['Notification', 'PurePanel'], (token) => genPanel(prepare(token)), prepareComponentToken);",
      "export default genComponentStyleHook('Wave', genWaveStyle);",
    ].join('\n');
    expect(withoutStyleFunctions(source)).toBe(
      [
        "export const Panel = genSubStyleComponent(['Notification', 'PurePanel'], () => [], prepareComponentToken);",
        "export default genComponentStyleHook('Wave', () => []);",
      ].join('\n'),
    );
  });

  it('leaves a module that calls no style hook factory as it is', () => {
    const source = "import { genFocusStyle } from '../../style';\nexport const genButtonStyle = (token) => genFocusStyle(token);\n";
    expect(withoutStyleFunctions(source)).toBe(source);
  });

  it("turns antd's Button style module into valid code with its token function and no style function", () => {
    const source = antdFile('es/button/style/index.js');
    expect(source).toMatch(/genStyleHooks\('Button', token =>/);
    const out = withoutStyleFunctions(source);
    expect(() => acorn.parse(out, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    expect(out).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken,/);
    expect(out).not.toMatch(/genSharedButtonStyle\(buttonToken\)/);
  });
});
