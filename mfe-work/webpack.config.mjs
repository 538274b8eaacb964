import { createFederatedConfig } from '@work/webpack-config';

export default createFederatedConfig({
  kind: 'remote',
  packageDir: import.meta.dirname,
  exposes: {
    './app': './src/index.ts',
    // the task-credit side panel the shell hosts (control)
    './extensions': './src/features/task-credit/extensions.tsx',
  },
});
