import { useCallback, useMemo } from 'react';
import type { CombinedError } from 'urql';
import { useMountProps } from '@work/shared-ui';
import { refusalReason } from '@work/shared-ui/refusal';
import { useText, type TextKey } from '../../text';

type Translate = ReturnType<typeof useText>;

/**
 * What a failed action says (§8 Courses, Generic): the API's own sentence when it already is the §8 failure with its
 * reason ("Unable to publish course: …", "Unable to reorder questions: they changed …"), the §8 failure and the API's
 * reason otherwise, and the §8 failure with "contact support if it persists" when the API gave no reason (the network
 * or the server failed).
 */
export function failureText(failure: string, error: CombinedError | undefined, t: Translate): string {
  const reason = refusalReason(error);
  if (!reason) return t('academy.admin.failedTryAgain', { failure });
  if (reason.toLowerCase().startsWith(failure.toLowerCase())) return reason;
  // "Only academy staff …" reads on after a colon in lower case; an acronym ("ID …") keeps its capitals
  const tail = /^[A-Z][a-z]/.test(reason) ? reason[0]!.toLowerCase() + reason.slice(1) : reason;
  return t('academy.admin.failedBecause', { failure, reason: tail });
}

/** Toasts through the shell: `failed` with failureText, `done` with a success text from the catalogue. */
export function useToasts() {
  const t = useText();
  const { bus } = useMountProps();
  const failed = useCallback(
    (failure: TextKey, error: CombinedError | undefined) =>
      void bus.publish('toast:show', { text: failureText(t(failure), error, t), color: 'error' }),
    [bus, t],
  );
  const done = useCallback((key: TextKey) => void bus.publish('toast:show', { text: t(key), color: 'success' }), [bus, t]);
  return useMemo(() => ({ failed, done }), [failed, done]);
}
