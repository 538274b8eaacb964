/** One instance per request context (e.g. a DataLoader shared by several fields), created on first use. */
const stores = new WeakMap<object, Map<string, unknown>>();

export function perRequest<T>(ctx: object, key: string, create: () => T): T {
  let store = stores.get(ctx);
  if (!store) {
    store = new Map();
    stores.set(ctx, store);
  }
  if (!store.has(key)) store.set(key, create());
  return store.get(key) as T;
}
