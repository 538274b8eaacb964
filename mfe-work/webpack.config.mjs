import { createFederatedConfig } from '@work/webpack-config';

export default createFederatedConfig({
  kind: 'remote',
  packageDir: import.meta.dirname,
  exposes: {
    './app': './src/index.ts',
  },
});
