// @module-federation/enhanced deep-imports webpack/lib/* files. webpack 5.106+ moved many of them, so this package
// pins webpack 5.105.x and points the plugin at exactly that copy (pnpm may link another webpack beside it).
// Imported before the plugin so the variable is set when its modules load.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.env.FEDERATION_WEBPACK_PATH = require.resolve('webpack');
