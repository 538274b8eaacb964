import * as v from 'valibot';
import { EVENT_CATALOGUE, type EventSchemas } from './event-catalogue';

export type { EventSchemas } from './event-catalogue';

/**
 * Every event remotes may exchange, with the schema its payload must satisfy: the host's copy of the catalogue (this
 * package is a shared singleton, so at run time every remote sees the host's). The schemas live in `./event-catalogue`,
 * which each remote also bundles as its own copy and registers for the events it publishes (ADR 0244).
 */
export const EVENT_SCHEMAS = EVENT_CATALOGUE;

export type EventName = keyof typeof EVENT_SCHEMAS;
export type EventMap = { [K in EventName]: v.InferOutput<(typeof EVENT_SCHEMAS)[K]> };
/** A subscriber gets the payload and who published it (the shell uses the publisher, e.g. whose form is dirty). */
export type EventHandler<K extends EventName> = (payload: EventMap[K], from: Publisher) => void;

/** Who published an event: a remote's name and the version the host loaded (the registry's), or the host itself. */
export interface Publisher {
  remote: string;
  version: string;
}

export interface BusRejection {
  event: string;
  payload: unknown;
  reason: 'unknown-event' | 'invalid-payload';
  issues: string[];
  /** The remote (name and version) whose publication was dropped. */
  publisher: Publisher;
  /** Whose schema judged the payload: the publisher's registered one or the host's catalogue (none for unknown). */
  schema: 'publisher' | 'host' | null;
}

/** The bus as one publisher sees it (a remote's mount props carry a handle bound to that remote). */
export interface EventBus {
  /** Returns true when the payload was valid and delivered (to zero or more subscribers). */
  publish<K extends EventName>(event: K, payload: EventMap[K]): boolean;
  subscribe<K extends EventName>(event: K, handler: EventHandler<K>): () => void;
  /**
   * Registers the schemas of the events this publisher publishes, taken from its own bundle
   * (`withPublishedEvents` from `@work/shared-contracts/event-catalogue` does it on mount). Its publications of those
   * events are validated with them; others with the host's catalogue. Registering again replaces the earlier set.
   */
  register(schemas: EventSchemas): void;
}

/** The host's bus: it publishes as the host and hands each remote a handle bound to that remote. */
export interface HostEventBus extends EventBus {
  /** A handle whose publications and registrations are the given publisher's. */
  forPublisher(publisher: Publisher): EventBus;
  /** The events each publisher registered (diagnostics and tests). */
  registrations(): Array<{ publisher: Publisher; events: string[] }>;
}

export interface EventBusOptions {
  /** Called for every dropped event (the `bus:rejected` report). */
  onRejected?: (rejection: BusRejection) => void;
  warn?: (message: string, detail: unknown) => void;
  /** Who `publish` on the bus itself (not on a handle) publishes as; default the host shell, version "dev". */
  publisher?: Publisher;
}

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'schema' &&
  typeof (value as Record<string, unknown>)['~run'] === 'function';

export function createEventBus(options: EventBusOptions = {}): HostEventBus {
  const handlers = new Map<string, Set<(payload: unknown, from: Publisher) => void>>();
  const registered = new Map<string, { publisher: Publisher; schemas: Map<string, v.GenericSchema> }>();
  const warn = options.warn ?? ((message, detail) => console.warn(message, detail));
  const hostPublisher: Publisher = options.publisher ?? { remote: 'host-shell', version: 'dev' };
  const hostCatalogue = EVENT_SCHEMAS as Record<string, v.GenericSchema | undefined>;

  function reject(rejection: BusRejection): false {
    const { remote, version } = rejection.publisher;
    warn(`[event bus] dropped "${rejection.event}" from ${remote}@${version}: ${rejection.reason}`, rejection);
    options.onRejected?.(rejection);
    return false;
  }

  function publishAs(publisher: Publisher, event: string, payload: unknown): boolean {
    const own = registered.get(publisher.remote)?.schemas.get(event);
    const schema = own ?? (Object.hasOwn(hostCatalogue, event) ? hostCatalogue[event] : undefined);
    if (!schema) return reject({ event, payload, reason: 'unknown-event', issues: [], publisher, schema: null });
    const result = v.safeParse(schema, payload);
    if (!result.success) {
      return reject({
        event,
        payload,
        reason: 'invalid-payload',
        issues: result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`),
        publisher,
        schema: own ? 'publisher' : 'host',
      });
    }
    for (const handler of [...(handlers.get(event) ?? [])]) {
      // One failing subscriber must not keep the event from the others.
      try {
        handler(result.output, publisher);
      } catch (error) {
        console.error(`[event bus] a subscriber of "${event}" threw`, error);
      }
    }
    return true;
  }

  function registerAs(publisher: Publisher, schemas: EventSchemas): void {
    const accepted = new Map<string, v.GenericSchema>();
    for (const [event, schema] of Object.entries(schemas ?? {})) {
      if (isSchema(schema)) accepted.set(event, schema);
      else warn(`[event bus] ${publisher.remote}@${publisher.version} registered "${event}" without a schema: ignored`, schema);
    }
    registered.set(publisher.remote, { publisher, schemas: accepted });
  }

  function subscribe(event: string, handler: (payload: unknown, from: Publisher) => void): () => void {
    let set = handlers.get(event);
    if (!set) handlers.set(event, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  function handle(publisher: Publisher): EventBus {
    return {
      publish: (event, payload) => publishAs(publisher, event, payload),
      subscribe: (event, handler) => subscribe(event, handler as (payload: unknown, from: Publisher) => void),
      register: (schemas) => registerAs(publisher, schemas),
    };
  }

  return {
    ...handle(hostPublisher),
    forPublisher: (publisher) => handle({ remote: publisher.remote, version: publisher.version }),
    registrations: () => [...registered.values()].map(({ publisher, schemas }) => ({ publisher, events: [...schemas.keys()] })),
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
