// the factory by its own path: bundled into this remote, not taken from the host's shared-ui copy
import { createTextCatalogue } from '@work/shared-ui/text/createTextCatalogue';
import { en } from './en';

/** The credentials admin's own words (keys `work.credentialsAdmin.…`), in this route's chunk. */
export const { t, useText, hasText } = createTextCatalogue('work.credentialsAdmin', en);
export type TextKey = keyof typeof en;
export { en };
