/** The network's site-wide banners (shell-and-freelancer.md §2 Screens, §4 Offboarding banner and Other banners, §6). */
import { formatterIn, partsOf } from '@work/shared-ui/dates';
import { isInvoicable, prefixOwnsPath, type Tenant } from '@work/shared-contracts';

export type BannerId = 'automatic-offboarding' | 'update-payment-details' | 'invoice-window-open' | 'us-state-update-needed';

/** The order they are paged in. */
export const BANNER_ORDER: readonly BannerId[] = [
  'automatic-offboarding',
  'update-payment-details',
  'invoice-window-open',
  'us-state-update-needed',
];

export const BANNER_TYPE: Record<BannerId, 'error' | 'info' | 'warning'> = {
  'automatic-offboarding': 'error',
  'update-payment-details': 'error',
  'invoice-window-open': 'info',
  'us-state-update-needed': 'warning',
};

/** What the banners are decided from: GET users/{id} and croudie(id) { invoicingInfo, invoiceSettings }. */
export interface BannerFacts {
  offboardAt: string | null;
  /** links.transitions.defer_auto_offboard.href */
  deferHref: string | null;
  needsUpdating: boolean;
  canInvoice: boolean;
  countryCode: string | null;
  usState: string | null;
}

/** Banners exist on the network only, and only for invoicable roles (croudie-active, croudie-inactive). */
export function bannersApply(tenant: Tenant, roles: readonly string[]): boolean {
  return tenant === 'network' && isInvoicable(roles);
}

/** The invoice banner is hidden in the payment centre (/payments and the pages under it). */
export function onPayments(pathname: string): boolean {
  return prefixOwnsPath('/payments', pathname);
}

export function usStateUpdateNeeded(facts: Pick<BannerFacts, 'countryCode' | 'usState'>): boolean {
  return facts.countryCode === 'US' && !facts.usState?.trim();
}

/** The banners whose condition holds, in BANNER_ORDER, without the ones the person closed. */
export function visibleBanners(facts: BannerFacts, pathname: string, closed: ReadonlySet<BannerId> = new Set()): BannerId[] {
  const holds: Record<BannerId, boolean> = {
    'automatic-offboarding': Boolean(facts.offboardAt && facts.deferHref),
    'update-payment-details': facts.needsUpdating,
    'invoice-window-open': facts.canInvoice && !onPayments(pathname),
    'us-state-update-needed': usStateUpdateNeeded(facts),
  };
  return BANNER_ORDER.filter((id) => holds[id] && !closed.has(id));
}

/** The page shown after the list changed: the same index if it still exists, else the last one. */
export function clampPage(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(0, index), total - 1);
}

/** "29th November" (spec §9 date format Do MMMM) in the person's timezone. */
export function offboardingDate(iso: string, timezone: string): string {
  const parts = partsOf(formatterIn(timezone, { day: 'numeric', month: 'long' }), new Date(iso));
  const day = Number(parts.day);
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix} ${parts.month}`;
}

/** Where each banner's action goes. */
export const BANNER_LINKS: Record<Exclude<BannerId, 'automatic-offboarding'>, string> = {
  'update-payment-details': '/my-profile/payment',
  'invoice-window-open': '/payments/invoices/new',
  'us-state-update-needed': '/my-profile?update_summary=true',
};
