import { useEffect, useMemo, useState } from 'react';

/** Calls `apply` with the latest value once `delayMs` have passed without another call. */
export function debounce<T>(apply: (value: T) => void, delayMs: number): { call(value: T): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call(value) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        apply(value);
      }, delayMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** The value, once it has stopped changing for `delayMs` (the same debounce as above). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const debounced = useMemo(() => debounce<T>((v) => setSettled(() => v), delayMs), [delayMs]);
  useEffect(() => debounced.call(value), [value, debounced]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return settled;
}
