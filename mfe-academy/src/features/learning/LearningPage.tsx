import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { PageLoading, RemotePage } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';

/** The frame of every croudie academy page: the h1, and the loading and failure states every page shares. */
export function LearningPage({
  title,
  extra,
  loading,
  failed,
  onRetry,
  children,
}: {
  title: string;
  extra?: ReactNode;
  loading?: boolean;
  /** What could not be loaded, in the page's words; null when it loaded. */
  failed?: string | null;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const t = useText();
  return (
    <RemotePage title={title} remote={REMOTE_NAME} buildLabel={BUILD_LABEL} extra={extra}>
      {loading ? (
        <PageLoading />
      ) : failed ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failed}
          action={
            onRetry ? (
              <Button size="small" onClick={onRetry}>
                {t('academy.learn.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        children
      )}
    </RemotePage>
  );
}

/**
 * What a refused action says (§8's words, then why): the API's reason alone when it already starts with those words
 * ("Unable to take assessment: …"), else both; the words alone when the API gave no reason.
 */
export function unableText(words: string, reason: string | null): string {
  if (!reason) return words;
  return reason.startsWith(words) ? reason : `${words}: ${reason}`;
}
