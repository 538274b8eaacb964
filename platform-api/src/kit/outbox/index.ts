import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../logger.js';
import { outboxMessages } from './outbox.tables.js';

export interface Outbox {
  sendEmail(message: { to: string; subject: string; text: string }): Promise<void>;
  sendSms(message: { to: string; text: string }): Promise<void>;
}

export interface OutboxEntry {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  sentAt: string;
}

/** Messages kept in the outbox_messages table (every mode but production, or when no SMTP_URL is set). */
export function createTableOutbox(db: Database, clock: Clock): Outbox {
  return {
    async sendEmail({ to, subject, text }) {
      await db.insert(outboxMessages).values({ channel: 'email', to, subject, text, sentAt: clock.now() });
    },
    async sendSms({ to, text }) {
      await db.insert(outboxMessages).values({ channel: 'sms', to, subject: null, text, sentAt: clock.now() });
    },
  };
}

/** Production with SMTP_URL: e-mail through SMTP. No SMS provider is configured yet, so texts are logged only. */
export function createSmtpOutbox(smtpUrl: string, from: string, logger: Logger): Outbox {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendEmail({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    async sendSms({ to }) {
      logger.warn({ to }, 'SMS requested but no SMS provider is configured; message not sent');
    },
  };
}

export function createOutbox(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  config: { isProduction: boolean; smtpUrl: string | undefined; publicUrl: string };
}): Outbox {
  if (deps.config.isProduction && deps.config.smtpUrl) {
    const host = new URL(deps.config.publicUrl).hostname;
    return createSmtpOutbox(deps.config.smtpUrl, `Work Platform <no-reply@${host}>`, deps.logger);
  }
  return createTableOutbox(deps.db, deps.clock);
}

/** Newest first, in the shape of platform-contract.md. */
export async function listOutbox(db: Database): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.sentAt), desc(outboxMessages.id));
  return rows.map((row) => ({
    id: String(row.id),
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    sentAt: row.sentAt.toISOString(),
  }));
}
