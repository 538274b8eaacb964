import { useCallback } from 'react';
import { useMountProps } from '@work/shared-ui';

/** A toast through the shell (the bus), so it follows the host's theme: one hook for the plan, its forms and the client page. */
export function useToast(): (text: string, color: 'success' | 'error') => void {
  const { bus } = useMountProps();
  return useCallback((text, color) => bus.publish('toast:show', { text, color }), [bus]);
}
