import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp, publicOrigin, requestTenant } from './http.js';

const req = (headers: Record<string, string>, remote = '127.0.0.1') =>
  ({ headers, socket: { remoteAddress: remote } }) as unknown as IncomingMessage;

describe('request helpers', () => {
  it('client address: the entry the trusted proxies vouch for, never a client-supplied one', () => {
    expect(clientIp(req({}))).toBe('127.0.0.1');
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.5' }))).toBe('203.0.113.5');
    // The client claims 1.1.1.1; the gateway appended what it saw.
    expect(clientIp(req({ 'x-forwarded-for': '1.1.1.1, 203.0.113.5' }))).toBe('203.0.113.5');
    // Load balancer + gateway: the gateway appended the balancer's address, the balancer the client's.
    expect(clientIp(req({ 'x-forwarded-for': '1.1.1.1, 203.0.113.5, 10.0.0.2' }), 2)).toBe('203.0.113.5');
    expect(clientIp(req({ 'x-forwarded-for': '10.0.0.2' }), 2)).toBe('10.0.0.2');
  });

  it('tenant and origin from X-Forwarded-Host / -Proto, else Host', () => {
    expect(requestTenant(req({ host: '127.0.0.1:4000', 'x-forwarded-host': 'control.localhost:8080' }))).toBe('control');
    expect(requestTenant(req({ host: 'client.localhost:8080' }))).toBe('client');
    expect(requestTenant(req({ host: 'example.com' }))).toBe('network');
    expect(publicOrigin(req({ host: 'x', 'x-forwarded-host': 'network.localhost:8080', 'x-forwarded-proto': 'https' }))).toBe(
      'https://network.localhost:8080',
    );
  });
});
