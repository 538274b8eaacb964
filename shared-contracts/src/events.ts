import * as v from 'valibot';

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));

/**
 * Every event remotes may exchange, with the schema its payload must satisfy. Remotes ship independently,
 * so the bus checks each payload at runtime: what fails its schema is dropped and reported, never delivered.
 * To add an event: add one entry here (name → schema); the TypeScript types follow from it.
 */
export const EVENT_SCHEMAS = {
  /** Ask the shell to open the journal side panel (control tenant), optionally on a date. */
  'journal:open': v.object({ date: v.optional(IsoDate) }),
  /** A journal entry was created or updated; progress rings and lists refresh. */
  'journal:saved': v.object({ journalId: v.pipe(v.string(), v.minLength(1)), date: IsoDate }),
  /** Ask the shell to open the task-credit side panel for a client (control tenant). */
  'task-credit:open': v.object({ clientId: v.pipe(v.string(), v.minLength(1)) }),
  /** Show a toast through the shell's antd App (so it follows the theme). */
  'toast:show': v.object({
    text: v.pipe(v.string(), v.minLength(1)),
    color: v.picklist(['success', 'info', 'warning', 'error']),
    timeout: v.optional(v.pipe(v.number(), v.minValue(0))),
  }),
  /**
   * Ask the shell for a confirm dialog (the spec's shared confirm dialog). The shell answers with `confirm:answered`
   * carrying the same id; remotes use `askForConfirmation` rather than publishing this by hand.
   */
  'confirm:show': v.object({
    id: v.pipe(v.string(), v.minLength(1)),
    title: v.pipe(v.string(), v.minLength(1)),
    content: v.optional(v.string()),
    okText: v.optional(v.pipe(v.string(), v.minLength(1))),
    cancelText: v.optional(v.pipe(v.string(), v.minLength(1))),
    danger: v.optional(v.boolean()),
  }),
  /** The shell's answer to `confirm:show`: confirmed is false when the dialog was cancelled or closed. */
  'confirm:answered': v.object({ id: v.pipe(v.string(), v.minLength(1)), confirmed: v.boolean() }),
  /** The unread notification count changed. */
  'notifications:count': v.object({ unread: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  /** A task changed state in one remote; others showing it may refetch. */
  'task:changed': v.object({ taskId: v.pipe(v.string(), v.minLength(1)) }),
} satisfies Record<string, v.GenericSchema>;

export type EventName = keyof typeof EVENT_SCHEMAS;
export type EventMap = { [K in EventName]: v.InferOutput<(typeof EVENT_SCHEMAS)[K]> };
export type EventHandler<K extends EventName> = (payload: EventMap[K]) => void;

export interface BusRejection {
  event: string;
  payload: unknown;
  reason: 'unknown-event' | 'invalid-payload';
  issues: string[];
}

export interface EventBus {
  /** Returns true when the payload was valid and delivered (to zero or more subscribers). */
  publish<K extends EventName>(event: K, payload: EventMap[K]): boolean;
  subscribe<K extends EventName>(event: K, handler: EventHandler<K>): () => void;
}

export interface EventBusOptions {
  /** Called for every dropped event (the `bus:rejected` report). */
  onRejected?: (rejection: BusRejection) => void;
  warn?: (message: string, detail: unknown) => void;
}

export function createEventBus(options: EventBusOptions = {}): EventBus {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const warn = options.warn ?? ((message, detail) => console.warn(message, detail));

  function reject(rejection: BusRejection): false {
    warn(`[event bus] dropped "${rejection.event}": ${rejection.reason}`, rejection);
    options.onRejected?.(rejection);
    return false;
  }

  return {
    publish(event, payload) {
      const schema = (EVENT_SCHEMAS as Record<string, v.GenericSchema | undefined>)[event];
      if (!schema) return reject({ event, payload, reason: 'unknown-event', issues: [] });
      const result = v.safeParse(schema, payload);
      if (!result.success) {
        return reject({
          event,
          payload,
          reason: 'invalid-payload',
          issues: result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`),
        });
      }
      for (const handler of [...(handlers.get(event) ?? [])]) {
        // One failing subscriber must not keep the event from the others.
        try {
          handler(result.output);
        } catch (error) {
          console.error(`[event bus] a subscriber of "${event}" threw`, error);
        }
      }
      return true;
    },
    subscribe(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      const h = handler as (payload: unknown) => void;
      set.add(h);
      return () => {
        set.delete(h);
      };
    },
  };
}

export type ConfirmRequest = Omit<EventMap['confirm:show'], 'id'>;

let confirmSequence = 0;

/**
 * Ask the shell to confirm something through the bus; resolves true when the person confirms, false when they cancel.
 * Resolves false at once when the request is refused by the bus (an invalid request never leaves a promise hanging).
 */
export function askForConfirmation(bus: EventBus, request: ConfirmRequest): Promise<boolean> {
  const id = `confirm-${Date.now().toString(36)}-${(confirmSequence += 1)}`;
  return new Promise((resolve) => {
    const off = bus.subscribe('confirm:answered', (answer) => {
      if (answer.id !== id) return;
      off();
      resolve(answer.confirmed);
    });
    if (!bus.publish('confirm:show', { ...request, id })) {
      off();
      resolve(false);
    }
  });
}
