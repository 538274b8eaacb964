import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

/** The card every sign-in and account screen shows; the page layout around it centres it (layout/layouts). */
export function AuthCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card style={{ width: 420, maxWidth: '100%' }}>
      <Flex vertical gap="middle">
        {title ? (
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
        ) : null}
        {children}
      </Flex>
    </Card>
  );
}
