import { useCallback } from 'react';
import { askForConfirmation, type ConfirmRequest } from '@work/shared-contracts';
import { useMountProps } from '../components/RemoteProviders';

/**
 * The shared confirm dialog (shell-and-freelancer.md §5 shared inputs): the shell shows it, so every remote asks the
 * same way and gets the same dialog (ADR 0074). Resolves true when the person confirms.
 */
export function useConfirm(): (request: ConfirmRequest) => Promise<boolean> {
  const { bus } = useMountProps();
  return useCallback((request: ConfirmRequest) => askForConfirmation(bus, request), [bus]);
}
