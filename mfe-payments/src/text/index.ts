// the factory by its own path: bundled into this remote, not taken from the host's shared-ui copy
import { createTextCatalogue } from '@work/shared-ui/text/createTextCatalogue';
import { en } from './en';

/** mfe-payments's own words (namespace `payments`), bundled with this remote: a publish of mfe-payments alone brings them (ADR 0243). */
export const { t, useText, hasText } = createTextCatalogue('payments', en);
export type TextKey = keyof typeof en;
export type { TextParams } from '@work/shared-ui';
export { en };
