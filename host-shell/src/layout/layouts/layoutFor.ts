import { prefixOwnsPath } from '@work/shared-contracts';

/**
 * The page layouts of shell-and-freelancer.md §1, and which pages use which (docs/decisions/0111-page-layouts.md):
 *
 *   branded-centred  the sign-in and account screens: a centred card under the tenant's brand
 *   centred          a centred card without the brand: signing out, the token exchange, a page not found when signed out
 *   onboarding       the pages the onboarding site frames; the brand comes from the `brand` query parameter
 *   standalone       a full page without any chrome (the impersonation landing page)
 *   advanced         the app chrome with the navigation folded away and the content edge to edge (wide planning views)
 *   default          the app chrome: toolbar, left navigation, banners, side panels
 */
export type LayoutName = 'advanced' | 'branded-centred' | 'centred' | 'default' | 'onboarding' | 'standalone';

/** First match wins; a path matches its own segment and everything below it. */
export const LAYOUT_BY_PATH: readonly { path: string; layout: LayoutName }[] = [
  { path: '/login', layout: 'branded-centred' },
  { path: '/password-forgot', layout: 'branded-centred' },
  { path: '/password-reset', layout: 'branded-centred' },
  { path: '/password-create', layout: 'branded-centred' },
  { path: '/confirm-email', layout: 'branded-centred' },
  { path: '/logout', layout: 'centred' },
  { path: '/callback', layout: 'centred' },
  { path: '/onboarding', layout: 'onboarding' },
  { path: '/impersonate', layout: 'standalone' },
  { path: '/plan', layout: 'advanced' },
];

export function layoutFor(pathname: string): LayoutName {
  return LAYOUT_BY_PATH.find((entry) => prefixOwnsPath(entry.path, pathname))?.layout ?? 'default';
}

/** The onboarding layout's brand: the `brand` query parameter (letters, digits, spaces, - and _ only, at most 40). */
export function brandFromQuery(search: string): string | null {
  const brand = new URLSearchParams(search).get('brand')?.trim() ?? '';
  return /^[\p{L}\p{N} _-]{1,40}$/u.test(brand) ? brand : null;
}
