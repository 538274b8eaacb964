/** Sending announcements and the runner's pass (ADR 0287): who gets one is decided when it is sent. */
import type { Clock } from '../../kit/clock.js';
import type { Database } from '../../kit/db/index.js';
import type { PlatformPubSub } from '../../kit/pubsub.js';
import { notifyMany } from '../notifications/index.js';
import { principalIdOf } from '../people/index.js';
import { completeEnded, dueAnnouncementIds, NobodyMatches, returnToDraft, sendWithin, type Sent } from './announcements.admin.data.js';
import { ANNOUNCEMENT_MESSAGES } from './announcements.rules.js';

export interface SendingDeps {
  db: Database;
  clock: Clock;
  pubsub: PlatformPubSub;
}

/** Notifications are written this many at a time (one statement each). */
const NOTIFY_BATCH = 1000;

/** Every recipient gets an announcement notification (the bell's Announcements tab), as sendAnnouncement gives. */
export async function notifyRecipients(deps: SendingDeps, sent: Sent): Promise<void> {
  for (let i = 0; i < sent.croudieIds.length; i += NOTIFY_BATCH) {
    await notifyMany(
      deps,
      sent.croudieIds.slice(i, i + NOTIFY_BATCH).map((id) => principalIdOf('CROUDIE', id)),
      { kind: 'announcement', subject: sent.name, messageText: `New announcement: ${sent.name}` },
    );
  }
}

/**
 * One pass of the announcements runner on the platform clock: sends the scheduled announcements whose time has come
 * (one transaction each; one nobody matches goes back to draft with the reason) and completes the active ones whose
 * lifetime has ended. Every change is conditional on the status, so racing passes or instances change each once.
 * Returns how many announcements changed.
 */
export async function runAnnouncements(deps: SendingDeps): Promise<number> {
  const now = deps.clock.now();
  let changed = 0;
  for (const id of await dueAnnouncementIds(deps.db, now)) {
    let sent: Sent | null;
    try {
      sent = await deps.db.transaction((tx) => sendWithin(tx, id, now, true));
    } catch (error) {
      if (!(error instanceof NobodyMatches)) throw error;
      if (await returnToDraft(deps.db, id, now, ANNOUNCEMENT_MESSAGES.unsentAtSchedule)) changed += 1;
      continue;
    }
    if (!sent) continue;
    changed += 1;
    await notifyRecipients(deps, sent);
  }
  changed += (await completeEnded(deps.db, now)).length;
  return changed;
}
