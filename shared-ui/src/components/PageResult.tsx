import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { ResultProps } from 'antd';

// antd's Result carries every status illustration (~10 KiB compressed): it is fetched when a not-found, error or
// failure page first shows, not with every first load (ADR 0252). Until it arrives, or when it cannot (the network that
// failed a remote may fail this too), the same title, text and actions show without the picture.
const Result = lazy(() => import('antd/es/result'));

class IllustrationBoundary extends Component<{ plain: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.plain : this.props.children;
  }
}

export type PageResultProps = Pick<ResultProps, 'status' | 'title' | 'subTitle' | 'extra' | 'children'>;

/** antd's Result for whole-area messages (not found, error, a remote that failed), its illustration loaded on demand. */
export function PageResult({ status, title, subTitle, extra, children }: PageResultProps) {
  const plain = (
    <Flex vertical align="center" gap="small" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ fontSize: 24 }}>{title}</div>
      {subTitle ? <Typography.Text type="secondary">{subTitle}</Typography.Text> : null}
      {extra ? <div style={{ marginTop: 16 }}>{extra}</div> : null}
      {children}
    </Flex>
  );
  return (
    <IllustrationBoundary plain={plain}>
      <Suspense fallback={plain}>
        <Result status={status} title={title} subTitle={subTitle} extra={extra}>
          {children}
        </Result>
      </Suspense>
    </IllustrationBoundary>
  );
}
