import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { EmptyState } from '@work/shared-ui';
import { PanelFailed, PanelLoading } from '../PanelStates';

/**
 * One dashboard card: it loads and fails on its own (a skeleton, then a notice with a retry), says when it has nothing
 * (`empty`), else shows its content. A region named by its heading.
 */
export function HrCard({
  id,
  title,
  extra,
  loading,
  failed,
  empty,
  onRetry,
  children,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  loading: boolean;
  failed: boolean;
  /** The empty text when there is nothing to show, else null. */
  empty: string | null;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const headingId = `hr-card-${id}`;
  return (
    <Card
      size="small"
      role="region"
      aria-labelledby={headingId}
      title={
        <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      style={{ height: '100%' }}
    >
      {loading ? (
        <PanelLoading rows={3} />
      ) : failed ? (
        <PanelFailed compact onRetry={onRetry} />
      ) : empty ? (
        <EmptyState title={empty} />
      ) : (
        children
      )}
    </Card>
  );
}
