import type { ReactNode } from 'react';
import { Empty } from 'antd';

export function EmptyState({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{title}</strong>
          {description ? <div>{description}</div> : null}
        </>
      }
    />
  );
}
