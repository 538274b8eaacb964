import type { Clock } from '../../kit/clock.js';
import type { Database } from '../../kit/db/index.js';
import type { PlatformPubSub } from '../../kit/pubsub.js';
import { parseInput } from '../../kit/validation.js';
import { insertNotifications, type NotificationRow } from './notifications.data.js';
import { NotificationContent, type NotificationContentInput } from './notifications.rules.js';

export interface NotifyDeps {
  db: Database;
  clock: Clock;
  pubsub: PlatformPubSub;
}

/**
 * Sends one notification to a person: stores it and pushes it to their open newNotification subscriptions.
 * Other modules call this (e.g. announcements when one is sent); the content is validated here once.
 */
export async function notify(deps: NotifyDeps, principalId: string, content: NotificationContentInput): Promise<NotificationRow> {
  const input = parseInput(NotificationContent, content);
  const [row] = await insertNotifications(deps.db, [
    {
      principalId,
      kind: input.kind,
      subject: input.subject,
      messageText: input.messageText,
      relativeLink: input.relativeLink || null,
      createdAt: deps.clock.now(),
    },
  ]);
  deps.pubsub.publish('newNotification', principalId, row!);
  return row!;
}

/** The same notification to many people at once (one insert), each pushed to their own subscriptions. */
export async function notifyMany(
  deps: NotifyDeps,
  principalIds: readonly string[],
  content: NotificationContentInput,
): Promise<NotificationRow[]> {
  const input = parseInput(NotificationContent, content);
  const createdAt = deps.clock.now();
  const rows = await insertNotifications(
    deps.db,
    principalIds.map((principalId) => ({
      principalId,
      kind: input.kind,
      subject: input.subject,
      messageText: input.messageText,
      relativeLink: input.relativeLink || null,
      createdAt,
    })),
  );
  for (const row of rows) deps.pubsub.publish('newNotification', row.principalId, row);
  return rows;
}
