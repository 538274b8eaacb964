import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RemoteDescriptorSchema, safeParseRegistry } from './remotes';

const valid = {
  name: 'mfe-work',
  federationName: 'mfe_work',
  routes: ['/work', '/dashboard'],
  tenants: ['network', 'control'],
  roles: [],
  extensions: [],
};

describe('RemoteDescriptor', () => {
  it('accepts a valid descriptor', () => {
    expect(v.safeParse(RemoteDescriptorSchema, valid).success).toBe(true);
  });

  it.each([
    ['a route without a leading slash', { ...valid, routes: ['work'] }],
    ['a route the shell reads as a language (/hr is Croatian)', { ...valid, routes: ['/hr'] }],
    ['a route under a language-like segment', { ...valid, routes: ['/pt-br/work'] }],
    ['an unknown tenant', { ...valid, tenants: ['mars'] }],
    ['no tenants', { ...valid, tenants: [] }],
    ['an unknown extension point', { ...valid, extensions: ['footer'] }],
    ['a federation name with a dash', { ...valid, federationName: 'mfe-work' }],
    ['a missing name', { ...valid, name: undefined }],
  ])('rejects %s', (_label, input) => {
    expect(v.safeParse(RemoteDescriptorSchema, input).success).toBe(false);
  });

  it('validates a registry', () => {
    const entry = {
      ...valid,
      version: '0.1.0',
      manifestUrl: '/remotes/mfe-work/0.1.0/mf-manifest.json',
      integrity: null,
      publishedAt: '2026-11-22T00:00:00Z',
    };
    expect(safeParseRegistry({ remotes: [entry] }).success).toBe(true);
    expect(safeParseRegistry({ remotes: [{ ...entry, manifestUrl: undefined }] }).success).toBe(false);
  });
});
