/** The label of this build (BUILD_LABEL at build time, else the package version), shown in the version marker. */
export const BUILD_LABEL: string = process.env.BUILD_LABEL ?? 'dev';
export const REMOTE_NAME = 'mfe-plan';
