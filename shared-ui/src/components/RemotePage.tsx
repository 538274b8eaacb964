import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { RemoteVersionMarker } from './RemoteVersionMarker';

export interface RemotePageProps {
  title: string;
  /** The remote's name, for its version marker. */
  remote: string;
  buildLabel: string;
  extra?: ReactNode;
  children?: ReactNode;
}

/** The common page frame of every remote: one h1, optional actions, content, and the small version marker. */
export function RemotePage({ title, remote, buildLabel, extra, children }: RemotePageProps) {
  return (
    <Flex vertical gap="middle" style={{ padding: 24, minHeight: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      <div style={{ flex: 1 }}>{children}</div>
      <RemoteVersionMarker remote={remote} label={buildLabel} />
    </Flex>
  );
}
