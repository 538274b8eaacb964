import { createPubSub, filter } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { NotificationRow } from '../modules/notifications/notifications.data.js';

/** Events pushed to one person over subscriptions (shell-and-freelancer.md §4 Session). */
export interface PlatformEvents {
  rolesUpdated: { principalId: string; roles: string[]; at: Date };
  forceSignOut: { principalId: string; reason: string; at: Date };
  /** A notification was created for the person (notifications/notify.ts). */
  newNotification: NotificationRow;
  updateBreakdown: { date: string; target: number; minutes: number };
  /** A backup code was generated for a client's credential (credentials module; task_cred_admin staff). */
  newCode: {
    id: number;
    clientId: number;
    credentialId: number;
    emailAddress: string;
    engineType: string;
    actorPrincipalId: string;
    code: string;
    createdAt: Date;
  };
}
export type PlatformEventName = keyof PlatformEvents;

/**
 * Publish/subscribe per principal. In-process with one API instance; with REDIS_URL every instance publishes to Redis
 * and delivers what Redis sends it, so a person's socket on any instance hears every event (docs/decisions/0003).
 */
export interface PlatformPubSub {
  publish<K extends PlatformEventName>(event: K, principalId: string, payload: PlatformEvents[K]): void;
  /** The principal's events of this kind; with `where`, only those it keeps. */
  subscribe<K extends PlatformEventName>(
    event: K,
    principalId: string,
    where?: (payload: PlatformEvents[K]) => boolean,
  ): AsyncIterable<PlatformEvents[K]>;
  close?(): Promise<void>;
}

/**
 * Keeps the events `where` accepts. A Repeater (yoga's `filter`), not an async generator: ending the subscription
 * (the socket closed) releases the source at once. An async generator waiting for its next event cannot end before
 * that event arrives, and its listener stays, one more for every closed page, until the person's next event.
 */
function keep<T>(source: AsyncIterable<unknown>, where?: (payload: T) => boolean): AsyncIterable<T> {
  return (where ? filter(where)(source as AsyncIterable<T>) : source) as AsyncIterable<T>;
}

export function createInProcessPubSub(): PlatformPubSub {
  const pubsub = createPubSub<Record<string, [unknown]>>();
  const topic = (event: string, principalId: string) => `${event}:${principalId}`;
  return {
    publish(event, principalId, payload) {
      pubsub.publish(topic(event, principalId), payload);
    },
    subscribe(event, principalId, where) {
      return keep(pubsub.subscribe(topic(event, principalId)), where);
    },
  };
}

const CHANNEL_PREFIX = 'platform-events:';

/** JSON that keeps Dates (payloads carry them; the DateTime scalar needs a Date back). */
export function encodeEvent(payload: unknown): string {
  return JSON.stringify(payload, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });
}

export function decodeEvent(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof (value as { $date?: unknown }).$date === 'string'
      ? new Date((value as { $date: string }).$date)
      : value,
  );
}

/**
 * Fan-out through Redis pub/sub: publish goes to Redis only, and each instance's one pattern subscription feeds its
 * local subscribers, so the publishing instance hears its own events exactly once, like every other.
 */
export async function createRedisPubSub(redisUrl: string, onError: (error: Error) => void = () => {}): Promise<PlatformPubSub> {
  const local = createPubSub<Record<string, [unknown]>>();
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('pmessage', (_pattern, channel: string, message: string) => {
    try {
      local.publish(channel.slice(CHANNEL_PREFIX.length), decodeEvent(message));
    } catch (error) {
      onError(error as Error);
    }
  });
  await subscriber.psubscribe(`${CHANNEL_PREFIX}*`);
  const topic = (event: string, principalId: string) => `${event}:${principalId}`;
  return {
    publish(event, principalId, payload) {
      publisher.publish(`${CHANNEL_PREFIX}${topic(event, principalId)}`, encodeEvent(payload)).catch(onError);
    },
    subscribe(event, principalId, where) {
      return keep(local.subscribe(topic(event, principalId)), where);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
