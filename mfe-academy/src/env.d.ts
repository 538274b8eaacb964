// Replaced at build time by webpack's DefinePlugin (tooling/webpack-config).
declare const process: { env: { BUILD_LABEL?: string; NODE_ENV?: string } };
