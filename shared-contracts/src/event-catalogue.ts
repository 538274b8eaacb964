import * as v from 'valibot';

/*
 * The event catalogue, bundled into every remote (ADR 0244). `@work/shared-contracts` is a Module Federation shared
 * singleton, so what a remote imports from it at run time is the HOST's copy; this file is also reachable as the
 * subpath `@work/shared-contracts/event-catalogue`, which is NOT shared (the share key is the package root only), so a
 * remote that imports it carries its own copy of these schemas and registers them with the bus when it mounts. An event
 * newer than the host is then validated with its publisher's schema. This module imports nothing but valibot (its
 * functions are shared, the schema objects built here are the bundle's own).
 */

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));

/**
 * Every event remotes may exchange, with the schema its payload must satisfy. Remotes ship independently, so the bus
 * checks each payload at run time: what fails its schema is dropped and reported, never delivered.
 * To add an event: add one entry here (name → schema), list it in the publishing remote's `src/events/index.ts`
 * PUBLISHES, and record its published shape with `npx pnpm@10.34.8 --filter @work/shared-contracts events:snapshot`.
 * A change that would break existing subscribers (a field removed, made optional or narrowed) fails the contract test
 * `test/events.contract.test.ts`: publish a new event name instead.
 */
export const EVENT_CATALOGUE = {
  /** Ask the shell to open the journal side panel (control tenant), optionally on a date. */
  'journal:open': v.object({ date: v.optional(IsoDate) }),
  /** A journal entry was created or updated; progress rings and lists refresh. */
  'journal:saved': v.object({ journalId: v.pipe(v.string(), v.minLength(1)), date: IsoDate }),
  /** Ask the shell to open the task-credit side panel for a client (control tenant). */
  'task-credit:open': v.object({ clientId: v.pipe(v.string(), v.minLength(1)) }),
  /**
   * Show a toast through the shell's antd App (so it follows the theme). The shell keeps the live toasts in the browser
   * state's toasts atom (the toast query) and removes each after its timeout (5000 ms by default; 0 keeps it until
   * `toast:remove`). Without an id the shell makes one; a toast with the id of one on screen replaces it. A snackbar
   * is the bottom, single-line style with no actions.
   */
  'toast:show': v.object({
    text: v.pipe(v.string(), v.minLength(1)),
    color: v.picklist(['success', 'info', 'warning', 'error']),
    timeout: v.optional(v.pipe(v.number(), v.minValue(0))),
    id: v.optional(v.pipe(v.string(), v.minLength(1))),
    snackbar: v.optional(v.boolean()),
  }),
  /** Close the toast with this id before its timeout (nothing happens when it is no longer shown). */
  'toast:remove': v.object({ id: v.pipe(v.string(), v.minLength(1)) }),
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
  /**
   * A form of the publishing remote has unsaved input (dirty) or not any more. The shell holds back a new version of
   * that remote while it does (safe-point hot swap, ADR 0247); shared-ui's `useDirtyReport` publishes it.
   */
  'form:dirty': v.object({ form: v.pipe(v.string(), v.minLength(1)), dirty: v.boolean() }),
  /** The unread notification count changed. */
  'notifications:count': v.object({ unread: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  /** A task changed state in one remote; others showing it may refetch. */
  'task:changed': v.object({ taskId: v.pipe(v.string(), v.minLength(1)) }),
  /**
   * A croudie saved their invoice settings (billing address, bank details): the shell reloads what its banners are
   * decided from, so update-payment-details goes as soon as nothing is missing.
   */
  'invoicing:settings-saved': v.object({ croudieId: v.pipe(v.string(), v.minLength(1)) }),
  /** A croudie created an invoice: the shell reloads its invoice banner and earnings chip (that work is invoiced now). */
  'invoicing:invoice-created': v.object({ invoiceId: v.pipe(v.string(), v.minLength(1)) }),
  /**
   * A croudie's profile was saved (details, US state, photo …): the shell reloads what its banners are decided from, so
   * us-state-update-needed goes as soon as the state is set.
   */
  'profile:updated': v.object({ croudieId: v.pipe(v.string(), v.minLength(1)) }),
} satisfies Record<string, v.GenericSchema>;

export type CatalogueEventName = keyof typeof EVENT_CATALOGUE;

/** Event name → payload schema: what a publisher registers with the bus. */
export type EventSchemas = Readonly<Record<string, v.GenericSchema>>;

/** The schemas of the events a remote publishes, from this bundle's own copy of the catalogue. */
export function publishedEvents<const N extends CatalogueEventName>(
  names: readonly N[],
): { readonly [K in N]: (typeof EVENT_CATALOGUE)[K] } {
  const picked: Record<string, v.GenericSchema> = {};
  for (const name of names) picked[name] = EVENT_CATALOGUE[name];
  return picked as { readonly [K in N]: (typeof EVENT_CATALOGUE)[K] };
}

/**
 * Registers a publisher's schemas with the bus handle the host gave it. A host whose bus cannot register (older than
 * ADR 0244) is left alone: its own catalogue validates the events, as before.
 */
export function registerPublishedEvents(bus: unknown, schemas: EventSchemas): void {
  const register = (bus as { register?: unknown } | null | undefined)?.register;
  if (typeof register === 'function') (register as (schemas: EventSchemas) => void).call(bus, schemas);
}

/**
 * Wraps single-spa lifecycles (a remote's `./app` or an extension parcel) so that every mount first registers the
 * events the remote publishes with the bus in its mount props.
 */
export function withPublishedEvents<L extends { mount: (props: never) => Promise<unknown> }>(lifecycles: L, schemas: EventSchemas): L {
  const mount = lifecycles.mount as (props: { bus?: unknown }) => Promise<unknown>;
  return {
    ...lifecycles,
    mount: (props: { bus?: unknown }) => {
      registerPublishedEvents(props?.bus, schemas);
      return mount(props);
    },
  };
}
