import { usableStorage } from '@work/shared-contracts/browser-storage';

/**
 * The browser's storage, or a stand-in kept in memory when the browser refuses it. Inside another site's frame (the
 * onboarding site frames the registration page) Chromium may deny storage to the framed document, and even reading
 * `window.sessionStorage` throws then. The shell must still work there, so it never touches the globals directly.
 * The generic part lives in shared-contracts (browser-storage.ts), where the browser-state atoms use it too (ADR 0259).
 */
export { memoryStorage, usableStorage } from '@work/shared-contracts/browser-storage';

/** Per tab (tokens, the session id, impersonation): cleared when the tab closes. */
export const tabStorage: Storage = usableStorage(() => window.sessionStorage);
/**
 * Per browser: the cookie choice, the session hint and remote overrides, which the shell reads itself; what the spec
 * lists as kept in the browser (favourites, drafts, journal options…) goes through the browser state (browserState.ts).
 */
export const browserStorage: Storage = usableStorage(() => window.localStorage);
