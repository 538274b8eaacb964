import * as v from 'valibot';

/** Shell slots remotes can fill. A remote lists the ones it fills in remote.json and exposes them from ./extensions. */
export const EXTENSION_POINT_IDS = ['journal-side-panel', 'task-credit-side-panel', 'toolbar-chips'] as const;
export type ExtensionPointId = (typeof EXTENSION_POINT_IDS)[number];
export const ExtensionPointIdSchema = v.picklist(EXTENSION_POINT_IDS);

/** Props each extension point's parcel receives from the shell, on top of the common mount props. */
export interface ExtensionPointProps {
  'journal-side-panel': { date?: string; onClose: () => void };
  'task-credit-side-panel': { clientId?: string; onClose: () => void };
  'toolbar-chips': Record<string, never>;
}
