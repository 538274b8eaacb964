import { createTextCatalogue } from '@work/shared-ui';
import { en } from './en';

/** The host shell's own words (namespace `shell`). They ship with the host: changing them needs a host deploy. */
export const { t, useText, hasText } = createTextCatalogue('shell', en);
export type TextKey = keyof typeof en;
export type { TextParams } from '@work/shared-ui';
export { en };
