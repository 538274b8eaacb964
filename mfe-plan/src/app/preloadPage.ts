import type { MountProps } from '@work/shared-contracts';

/**
 * Render-as-you-fetch (ADR 0254): called as the remote mounts, before it renders. Start here the code and the first
 * queries of the page people land on (`client.query(…).toPromise()` with the variables its components start with), so
 * they run beside the render instead of after it. Nothing to preload yet.
 */
export function preloadPage(_props: MountProps, _pathname: string = window.location.pathname): void {}
