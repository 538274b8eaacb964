import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/support/api.js';
import { createOutbox } from './index.js';
import { createLogger } from '../logger.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false, now: new Date('2026-02-01T10:00:00Z') });
});
afterAll(async () => {
  await api?.close();
});

describe('dev outbox', () => {
  it("answers every e-mail and text message newest first in the contract's shape", async () => {
    const empty = await fetch(`${api.baseUrl}/api/dev/outbox`);
    expect(await empty.json()).toEqual([]);
    await api.outbox.sendEmail({ to: 'a@example.com', subject: 'Reset your password', text: 'Code 123456' });
    api.clock.advance(60_000);
    await api.outbox.sendSms({ to: '+447700900000', text: 'Your code is 654321' });
    const res = await fetch(`${api.baseUrl}/api/dev/outbox`);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      channel: 'sms',
      to: '+447700900000',
      subject: null,
      text: 'Your code is 654321',
      sentAt: expect.any(String),
    });
    expect(rows[1]).toMatchObject({ channel: 'email', to: 'a@example.com', subject: 'Reset your password', text: 'Code 123456' });
    expect(Date.parse(String(rows[0]!.sentAt))).toBeGreaterThan(Date.parse(String(rows[1]!.sentAt)));
    expect(Math.abs(Date.parse(String(rows[1]!.sentAt)) - Date.parse('2026-02-01T10:00:00Z'))).toBeLessThan(60_000);
  });

  it('refuses anything but GET with the REST error shape', async () => {
    const res = await fetch(`${api.baseUrl}/api/dev/outbox`, { method: 'DELETE' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
  });

  it('keeps messages in the table outside production even with SMTP_URL set', async () => {
    const outbox = createOutbox({
      db: api.db,
      clock: api.clock,
      logger: createLogger({ level: 'silent' }),
      config: { isProduction: false, smtpUrl: 'smtp://127.0.0.1:1', publicUrl: 'http://localhost:8080' },
    });
    await outbox.sendEmail({ to: 'b@example.com', subject: 's', text: 't' });
    const rows = (await (await fetch(`${api.baseUrl}/api/dev/outbox`)).json()) as { to: string }[];
    expect(rows.map((r) => r.to)).toContain('b@example.com');
  });
});
