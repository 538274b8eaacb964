import { createBrowserState, type BrowserState } from '@work/shared-contracts/browser-state';
import { browserStorage } from './browserStorage';

/**
 * The page's one browser state (ADR 0259): a jotai store and its atoms, made once when the shell starts, wrapped around
 * the shell's React tree and handed to every remote in its mount props (composition/mountProps.ts).
 */
export const browserState: BrowserState = createBrowserState(browserStorage);
