import { useId, type ReactNode } from 'react';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useText } from '../../text';

/** A card of the client page: a region named by its heading. */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <Card
        title={
          <Typography.Title level={2} id={heading} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
        }
        extra={extra}
      >
        {children}
      </Card>
    </section>
  );
}

/** A heading inside a card (Projects, Jobs). */
export function SubHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography.Title level={3} id={id} style={{ fontSize: 16 }}>
      {children}
    </Typography.Title>
  );
}

/** A section while its data loads. */
export function SectionLoading({ section }: { section: string }) {
  const t = useText();
  return (
    <div role="status" aria-label={t('plan.client.sectionLoading', { section })}>
      <Skeleton active title={false} paragraph={{ rows: 3 }} />
    </div>
  );
}

/** A section whose data could not be loaded, with a retry. */
export function SectionFailed({ section, onRetry }: { section: string; onRetry: () => void }) {
  const t = useText();
  return (
    <Alert
      type="error"
      showIcon
      title={t('plan.client.sectionFailed', { section })}
      action={
        <Button size="small" onClick={onRetry}>
          {t('plan.client.retry')}
        </Button>
      }
    />
  );
}
