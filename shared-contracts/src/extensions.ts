import * as v from 'valibot';

/** Shell slots remotes can fill. A remote lists the ones it fills in remote.json and exposes them from ./extensions. */
export const EXTENSION_POINT_IDS = ['journal-side-panel', 'task-credit-side-panel', 'toolbar-chips'] as const;
export type ExtensionPointId = (typeof EXTENSION_POINT_IDS)[number];
export const ExtensionPointIdSchema = v.picklist(EXTENSION_POINT_IDS);

/** Props each extension point's parcel receives from the shell, on top of the common mount props. */
export interface ExtensionPointProps {
  /**
   * setWidth: the journal asks for 800 px while its calendar panel is open beside the form and 400 px otherwise
   * (spec §9); optional until the shell passes it.
   */
  'journal-side-panel': { date?: string; onClose: () => void; setWidth?: (width: 400 | 800) => void };
  'task-credit-side-panel': { clientId?: string; onClose: () => void };
  'toolbar-chips': Record<string, never>;
}
