import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../files/files';
import { accessState, loadClientAccess, requestClientAccess } from './clientAccess';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const client = (over: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'Acme',
  state: 'active',
  access_granted: false,
  access_level: null,
  client_user_permission_access: null,
  ...over,
});

describe('client access request dialog', () => {
  it('has the spec states: granted, not requested, requested (also when pending), unable when restricted', () => {
    expect(accessState(client({ access_granted: true }))).toBe('GRANTED');
    expect(accessState(client())).toBe('NOT_REQUESTED');
    expect(accessState(client({ client_user_permission_access: 'pending' }))).toBe('REQUESTED');
    expect(accessState(client({ access_level: 'restricted' }))).toBe('UNABLE_TO_REQUEST');
    expect(accessState(client({ access_level: 'restricted', client_user_permission_access: 'pending' }))).toBe('UNABLE_TO_REQUEST');
  });

  it('loads the client through the host fetch', async () => {
    const apiFetch = vi.fn<ApiFetch>(async () => json(200, client({ client_user_permission_access: 'pending' })));
    await expect(loadClientAccess(apiFetch, '3')).resolves.toEqual({ name: 'Acme', state: 'REQUESTED' });
    expect(apiFetch.mock.calls[0]![0]).toBe('/api/platform/clients/3');
    await expect(loadClientAccess(async () => json(404, {}), '3')).rejects.toThrow();
    await expect(loadClientAccess(async () => json(200, { id: 3 }), '3')).rejects.toThrow();
  });

  it('requests access with a POST and then shows it as requested', async () => {
    const apiFetch = vi.fn<ApiFetch>(async () => json(202, { client_user_permission_access: 'pending' }));
    await expect(requestClientAccess(apiFetch, '3')).resolves.toBe('REQUESTED');
    expect(apiFetch).toHaveBeenCalledWith('/api/platform/clients/3/client-user-permissions/request-access', { method: 'POST' });
  });

  it('shows the state the server already knows after a conflict', async () => {
    const apiFetch = vi.fn<ApiFetch>(async (_path, init) =>
      init?.method === 'POST' ? json(409, {}) : json(200, client({ access_level: 'restricted' })),
    );
    await expect(requestClientAccess(apiFetch, '3')).resolves.toBe('UNABLE_TO_REQUEST');
  });

  it('fails with the spec toast otherwise', async () => {
    const text = 'Problem requesting access. Please try again.';
    await expect(requestClientAccess(async () => json(500, {}), '3')).rejects.toThrow(text);
    await expect(requestClientAccess(async () => Promise.reject(new TypeError('offline')), '3')).rejects.toThrow(text);
    const conflictStillNotRequested = vi.fn<ApiFetch>(async (_p, init) => (init?.method === 'POST' ? json(409, {}) : json(200, client())));
    await expect(requestClientAccess(conflictStillNotRequested, '3')).rejects.toThrow(text);
  });
});
