import descriptor from '../../remote.json';

/** The label of this build (BUILD_LABEL at build time, else the package version), shown in the version marker. */
export const BUILD_LABEL: string = process.env.BUILD_LABEL ?? 'dev';
/** This remote's name, read from remote.json so there is one place that names it. */
export const REMOTE_NAME: string = descriptor.name;
