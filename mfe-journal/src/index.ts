// The ./extensions expose: a parcel per shell extension point this remote fills (see remote.json "extensions").
export { extensions } from './app/extensions';
