import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

/** The centred card every sign-in and account screen sits in. */
export function AuthCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f5f5f7', padding: 16 }}>
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <Flex vertical gap="middle">
          {title ? <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{title}</Typography.Title> : null}
          {children}
        </Flex>
      </Card>
    </Flex>
  );
}
