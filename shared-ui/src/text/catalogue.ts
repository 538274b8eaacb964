import { createTextCatalogue } from './createTextCatalogue';
import { en } from './en';

/** shared-ui's own words (namespace `ui`): only its components use these; remotes and the host have their own. */
export const { t, useText, hasText } = createTextCatalogue('ui', en);
export type TextKey = keyof typeof en;
