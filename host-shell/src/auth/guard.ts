/** Pages anyone may open without signing in (sign-in flow and account set-up). */
export const PUBLIC_PATHS = [
  '/login',
  '/callback',
  '/logout',
  '/confirm-email',
  '/password-create',
  '/password-forgot',
  '/password-reset',
] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => pathname === p || pathname === `${p}/` || pathname.startsWith(`${p}/`));
}

/** Where a not-signed-in visitor goes: /login with the wanted path (and query) as the redirect parameter. */
export function loginRedirect(location: { pathname: string; search: string; hash?: string }, signedIn: boolean): string | null {
  if (signedIn || isPublicPath(location.pathname)) return null;
  const wanted = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return wanted === '/' ? '/login' : `/login?redirect=${encodeURIComponent(wanted)}`;
}

/** Only same-origin paths are followed after sign-in, so a crafted link cannot send people elsewhere. */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (isPublicPath(raw.split(/[?#]/)[0] ?? '')) return '/';
  return raw;
}
