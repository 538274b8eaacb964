import { isPublicPath } from '../auth/guard';
import { refreshTokens } from '../auth/refresh';
import { prefetchRegistry } from '../registry/prefetchRegistry';

/*
 * The first requests of a signed-in page go out while the shell's code (React, antd) is still arriving, not after it
 * has run (issue 15, ADRs 0254, 0291, 0293). index.ts imports this small module into the entry chunk (it must use no
 * shared module), so they leave as soon as the entry script runs:
 * - the registry, which the composition takes;
 * - the token refresh (by the HttpOnly cookie, only when this browser has a session), which restoring the session
 *   joins. Leaving the page while it is on its way no longer ends the session (keepalive and the in-flight flag,
 *   ADR 0258), which is why ADR 0254 had held it back.
 */
if (!isPublicPath(window.location.pathname)) {
  prefetchRegistry();
  void refreshTokens();
}
