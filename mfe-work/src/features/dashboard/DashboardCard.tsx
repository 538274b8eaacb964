import type { ReactNode } from 'react';
import { Alert, Card, List, Skeleton, Typography } from 'antd';
import { EmptyState } from '@work/shared-ui';
import { useText } from '../../text';

export interface DashboardCardProps<T> {
  title: string;
  /** The card's list; undefined while it has not loaded. */
  items: readonly T[] | undefined;
  total?: number;
  fetching: boolean;
  failed: boolean;
  empty: string;
  renderItem: (item: T) => ReactNode;
  rowKey: (item: T) => string;
}

/** One dashboard list: a skeleton while loading, an error, an empty state, or the items (with "n of total"). */
export function DashboardCard<T>({ title, items, total, fetching, failed, empty, renderItem, rowKey }: DashboardCardProps<T>) {
  const t = useText();
  const headingId = `dashboard-card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const shownTotal =
    total !== undefined && items && total > items.length ? t('work.workDashboards.more', { shown: items.length, total }) : undefined;
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
      extra={shownTotal ? <Typography.Text type="secondary">{shownTotal}</Typography.Text> : undefined}
      style={{ height: '100%' }}
    >
      {items === undefined && fetching ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} aria-busy="true" />
      ) : failed && items === undefined ? (
        <Alert type="error" showIcon title={t('work.workDashboards.loadFailed')} />
      ) : !items || items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <List<T> size="small" dataSource={[...items]} rowKey={rowKey} renderItem={(item) => <List.Item>{renderItem(item)}</List.Item>} />
      )}
    </Card>
  );
}
