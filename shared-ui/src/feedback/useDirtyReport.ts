import { useEffect } from 'react';
import { useMountProps } from '../components/RemoteProviders';

/**
 * Tells the shell, through the bus (`form:dirty`), while a form holds unsaved input, and that it no longer does when
 * it is saved, reset or unmounted. The shell never swaps in a new version of the remote under the person's typing;
 * it asks instead (safe-point hot swap, ADR 0247).
 */
export function useDirtyReport(form: string, dirty: boolean): void {
  const { bus } = useMountProps();
  useEffect(() => {
    if (!dirty) return undefined;
    bus.publish('form:dirty', { form, dirty: true });
    return () => {
      bus.publish('form:dirty', { form, dirty: false });
    };
  }, [bus, form, dirty]);
}

/** `useDirtyReport` as an element, for render props such as react-final-form's FormSpy. */
export function DirtyReport({ form, dirty }: { form: string; dirty: boolean }): null {
  useDirtyReport(form, dirty);
  return null;
}
