import { createFederatedConfig } from '@work/webpack-config';

// mfe-journal owns no page route: it fills the shell's journal side panel (control tenant) through ./extensions.
export default createFederatedConfig({
  kind: 'remote',
  packageDir: import.meta.dirname,
  exposes: { './extensions': './src/index.ts' },
});
