import { createPubSub } from "graphql-yoga";
import type { NotificationRow } from "../modules/notifications/notifications.data.js";

/** Events pushed to one person over subscriptions (shell-and-freelancer.md §4 Session). */
export interface PlatformEvents {
  rolesUpdated: { principalId: string; roles: string[]; at: Date };
  forceSignOut: { principalId: string; reason: string; at: Date };
  /** A notification was created for the person (notifications/notify.ts). */
  newNotification: NotificationRow;
  updateBreakdown: { date: string; target: number; minutes: number };
  /** A backup code was generated for a client's credential (credentials module; task_cred_admin staff). */
  newCode: { id: number; clientId: number; credentialId: number; emailAddress: string; engineType: string; actorPrincipalId: string; code: string; createdAt: Date };
}
export type PlatformEventName = keyof PlatformEvents;

/**
 * Publish/subscribe per principal. In-process for now: one API instance. Running several instances needs a shared
 * fan-out (Redis) behind this same interface (docs/decisions/0003).
 */
export interface PlatformPubSub {
  publish<K extends PlatformEventName>(event: K, principalId: string, payload: PlatformEvents[K]): void;
  subscribe<K extends PlatformEventName>(event: K, principalId: string): AsyncIterable<PlatformEvents[K]>;
}

export function createInProcessPubSub(): PlatformPubSub {
  const pubsub = createPubSub<Record<string, [unknown]>>();
  const topic = (event: string, principalId: string) => `${event}:${principalId}`;
  return {
    publish(event, principalId, payload) {
      pubsub.publish(topic(event, principalId), payload);
    },
    subscribe(event, principalId) {
      return pubsub.subscribe(topic(event, principalId)) as AsyncIterable<never>;
    },
  };
}
