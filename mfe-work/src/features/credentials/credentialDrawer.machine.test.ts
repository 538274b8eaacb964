import { describe, expect, it } from 'vitest';
import {
  canGetCredentials,
  canRetry,
  CLOSED,
  drawerReducer,
  emailOptions,
  retriesExhausted,
  type DrawerEvent,
  type DrawerState,
} from './credentialDrawer.machine';

const SESSION = {
  id: '1',
  emailAddress: 'ads@example.com',
  password: 'p',
  url: 'https://ads.example.com',
  expiresAt: '2026-05-04T10:00:00Z',
};
const run = (...events: DrawerEvent[]) => events.reduce<DrawerState>(drawerReducer, CLOSED);
const statusAfter = (...events: DrawerEvent[]) => run(...events).status;

const OPEN = { type: 'OPEN' } as const;
const SELECT = { type: 'SELECT_EMAIL', email: '7' } as const;
const PROVISION = { type: 'PROVISION' } as const;
const FAIL = { type: 'PROVISION_FAILED' } as const;
const RETRY = { type: 'RETRY' } as const;

describe('credential drawer machine', () => {
  it('opens on Open into the form; other events while closed do nothing', () => {
    expect(statusAfter(OPEN)).toBe('form');
    for (const e of [SELECT, PROVISION, RETRY, { type: 'RELINQUISH' } as const]) expect(drawerReducer(CLOSED, e)).toBe(CLOSED);
  });
  it('provisions only once an e-mail is selected, and shows the session', () => {
    expect(canGetCredentials(run(OPEN))).toBe(false);
    expect(statusAfter(OPEN, PROVISION)).toBe('form');
    expect(canGetCredentials(run(OPEN, SELECT))).toBe(true);
    expect(statusAfter(OPEN, SELECT, PROVISION)).toBe('provisioning');
    const done = run(OPEN, SELECT, PROVISION, { type: 'PROVISIONED', session: SESSION });
    expect(done).toMatchObject({ status: 'provisioned', session: SESSION });
  });
  it('goes to error on failure, retries while fewer than 2 retries were made, then stops', () => {
    const failed = run(OPEN, SELECT, PROVISION, FAIL);
    expect(failed).toMatchObject({ status: 'error', retries: 0, notice: { kind: 'error', key: 'work.credentials.provisionFailed' } });
    expect(canRetry(failed)).toBe(true);
    const once = run(OPEN, SELECT, PROVISION, FAIL, RETRY);
    expect(once).toMatchObject({ status: 'provisioning', retries: 1 });
    const twice = run(OPEN, SELECT, PROVISION, FAIL, RETRY, FAIL, RETRY, FAIL);
    expect(twice).toMatchObject({ status: 'error', retries: 2 });
    expect(canRetry(twice)).toBe(false);
    expect(retriesExhausted(twice)).toBe(true);
    expect(drawerReducer(twice, RETRY)).toBe(twice);
  });
  it('relinquishes from the form or provisioned, back to the form with Credential relinquished', () => {
    const provisioned = run(OPEN, SELECT, PROVISION, { type: 'PROVISIONED', session: SESSION });
    const relinquishing = drawerReducer(provisioned, { type: 'RELINQUISH' });
    expect(relinquishing.status).toBe('relinquishing');
    expect(drawerReducer(relinquishing, { type: 'RELINQUISHED' })).toMatchObject({
      status: 'form',
      session: null,
      notice: { kind: 'success', key: 'work.credentials.relinquished' },
    });
    expect(statusAfter(OPEN, { type: 'RELINQUISH' })).toBe('relinquishing');
  });
  it('goes to provisioning with an error notice when relinquishing fails', () => {
    expect(run(OPEN, { type: 'RELINQUISH' }, { type: 'RELINQUISH_FAILED' })).toMatchObject({
      status: 'provisioning',
      notice: { kind: 'error', key: 'work.credentials.relinquishFailed' },
    });
  });
  it('refuses events a state does not take', () => {
    const provisioning = run(OPEN, SELECT, PROVISION);
    expect(drawerReducer(provisioning, { type: 'RELINQUISH' })).toBe(provisioning);
    expect(drawerReducer(provisioning, SELECT)).toBe(provisioning);
    expect(drawerReducer(provisioning, RETRY)).toBe(provisioning);
    const error = run(OPEN, SELECT, PROVISION, FAIL);
    expect(drawerReducer(error, { type: 'RELINQUISH' })).toBe(error);
    expect(drawerReducer(error, { type: 'PROVISIONED', session: SESSION })).toBe(error);
    expect(drawerReducer(run(OPEN), { type: 'RELINQUISHED' }).status).toBe('form');
    expect(drawerReducer(run(OPEN), { type: 'RELINQUISHED' })).toEqual(run(OPEN));
  });
  it('close resets everything from any state', () => {
    for (const state of [run(OPEN, SELECT), run(OPEN, SELECT, PROVISION), run(OPEN, SELECT, PROVISION, FAIL, RETRY, FAIL)]) {
      const closed = drawerReducer(state, { type: 'CLOSE' });
      expect(closed).toEqual(CLOSED);
      expect(drawerReducer(closed, OPEN)).toEqual({ status: 'form', email: null, retries: 0, session: null, notice: null });
    }
  });
  it('disables e-mails occupied by another user', () => {
    expect(
      emailOptions([
        { id: '1', emailAddress: 'a@x.com', status: 'AVAILABLE', occupiedByMe: false },
        { id: '2', emailAddress: 'b@x.com', status: 'OCCUPIED', occupiedByMe: false },
        { id: '3', emailAddress: 'c@x.com', status: 'OCCUPIED', occupiedByMe: true },
      ]).map((o) => o.disabled),
    ).toEqual([false, true, false]);
  });
});
