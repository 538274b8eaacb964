import { createFederatedConfig } from '@work/webpack-config';

export default createFederatedConfig({ kind: 'host', packageDir: import.meta.dirname });
