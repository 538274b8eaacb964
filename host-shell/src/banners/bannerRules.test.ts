import { describe, expect, it } from 'vitest';
import {
  BANNER_ORDER,
  bannersApply,
  clampPage,
  offboardingDate,
  onPayments,
  usStateUpdateNeeded,
  visibleBanners,
  type BannerFacts,
} from './bannerRules';

const none: BannerFacts = { offboardAt: null, deferHref: null, needsUpdating: false, canInvoice: false, countryCode: 'GB', usState: null };
const all: BannerFacts = {
  offboardAt: '2026-12-13T10:00:00Z',
  deferHref: '/api/platform/users/9/transitions/defer_auto_offboard',
  needsUpdating: true,
  canInvoice: true,
  countryCode: 'US',
  usState: null,
};

describe('banner conditions', () => {
  it('apply on the network to invoicable roles only', () => {
    expect(bannersApply('network', ['croudie-active'])).toBe(true);
    expect(bannersApply('network', ['croudie-inactive'])).toBe(true);
    expect(bannersApply('network', ['croudie-pending'])).toBe(false);
    expect(bannersApply('control', ['croudie-active'])).toBe(false);
    expect(bannersApply('client', ['croudie-active'])).toBe(false);
    expect(bannersApply('network', [])).toBe(false);
  });

  it('shows none when no condition holds', () => {
    expect(visibleBanners(none, '/work')).toEqual([]);
  });

  it('orders all four: automatic-offboarding, update-payment-details, invoice-window-open, us-state-update-needed', () => {
    expect(visibleBanners(all, '/work')).toEqual([
      'automatic-offboarding',
      'update-payment-details',
      'invoice-window-open',
      'us-state-update-needed',
    ]);
    expect(BANNER_ORDER).toEqual(visibleBanners(all, '/work'));
  });

  it('needs both offboard_at and the defer link for the offboarding banner', () => {
    expect(visibleBanners({ ...none, offboardAt: all.offboardAt }, '/work')).toEqual([]);
    expect(visibleBanners({ ...none, deferHref: all.deferHref }, '/work')).toEqual([]);
    expect(visibleBanners({ ...none, offboardAt: all.offboardAt, deferHref: all.deferHref }, '/work')).toEqual(['automatic-offboarding']);
  });

  it('shows update-payment-details while invoice settings need updating', () => {
    expect(visibleBanners({ ...none, needsUpdating: true }, '/work')).toEqual(['update-payment-details']);
  });

  it('hides invoice-window-open on /payments and the pages under it only', () => {
    const facts = { ...none, canInvoice: true };
    expect(visibleBanners(facts, '/work')).toEqual(['invoice-window-open']);
    expect(visibleBanners(facts, '/payments')).toEqual([]);
    expect(visibleBanners(facts, '/payments/invoices/new')).toEqual([]);
    expect(visibleBanners(facts, '/paymentsx')).toEqual(['invoice-window-open']);
    expect(onPayments('/payments/')).toBe(true);
    expect(visibleBanners({ ...all }, '/payments')).toEqual(['automatic-offboarding', 'update-payment-details', 'us-state-update-needed']);
  });

  it('asks for the US state only for a US address without one', () => {
    expect(usStateUpdateNeeded({ countryCode: 'US', usState: null })).toBe(true);
    expect(usStateUpdateNeeded({ countryCode: 'US', usState: ' ' })).toBe(true);
    expect(usStateUpdateNeeded({ countryCode: 'US', usState: 'CA' })).toBe(false);
    expect(usStateUpdateNeeded({ countryCode: 'GB', usState: null })).toBe(false);
  });

  it('leaves closed banners out and keeps the order of the rest', () => {
    expect(visibleBanners(all, '/work', new Set(['update-payment-details', 'automatic-offboarding']))).toEqual([
      'invoice-window-open',
      'us-state-update-needed',
    ]);
  });
});

describe('paging', () => {
  it('keeps the page when it still exists, else shows the last one', () => {
    expect(clampPage(1, 4)).toBe(1);
    expect(clampPage(3, 3)).toBe(2);
    expect(clampPage(-1, 3)).toBe(0);
    expect(clampPage(2, 0)).toBe(0);
  });
});

describe('offboarding date', () => {
  it('reads Do MMMM in the person’s timezone', () => {
    expect(offboardingDate('2026-12-01T10:00:00Z', 'Europe/London')).toBe('1st December');
    expect(offboardingDate('2026-12-02T10:00:00Z', 'Europe/London')).toBe('2nd December');
    expect(offboardingDate('2026-12-03T10:00:00Z', 'Europe/London')).toBe('3rd December');
    expect(offboardingDate('2026-12-11T10:00:00Z', 'Europe/London')).toBe('11th December');
    expect(offboardingDate('2026-12-12T10:00:00Z', 'Europe/London')).toBe('12th December');
    expect(offboardingDate('2026-12-13T10:00:00Z', 'Europe/London')).toBe('13th December');
    expect(offboardingDate('2026-12-21T10:00:00Z', 'Europe/London')).toBe('21st December');
    expect(offboardingDate('2026-12-22T10:00:00Z', 'Europe/London')).toBe('22nd December');
    expect(offboardingDate('2026-12-24T10:00:00Z', 'Europe/London')).toBe('24th December');
    // 02:00 UTC on the 1st is still the 30th of November in New York
    expect(offboardingDate('2026-12-01T02:00:00Z', 'America/New_York')).toBe('30th November');
  });
});
