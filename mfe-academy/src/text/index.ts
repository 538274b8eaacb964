// the factory by its own path: bundled into this remote, not taken from the host's shared-ui copy
import { createTextCatalogue } from '@work/shared-ui/text/createTextCatalogue';
import { en } from './en';

/** mfe-academy's own words (namespace `academy`), bundled with this remote: a publish of mfe-academy alone brings them (ADR 0243). */
export const { t, useText, hasText } = createTextCatalogue('academy', en);
export type TextKey = keyof typeof en;
export type { TextParams } from '@work/shared-ui';
export { en };
