import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Grid, Spin, Typography } from 'antd';
import { useQuery } from 'urql';
import { AnnouncementCard } from '@work/shared-ui/announcements';
import { useText } from '../../text';
import { instantText, kindText, percentOf, remainingText, StatusTag } from './announcementDisplay';
import { AnnouncementReportQuery, type AnnouncementReport as Report } from './announcements.graphql';
import { DailyChart } from './DailyChart';

/**
 * How an announcement did (§3 the report: type, time sent, creator, remaining time, response rate and read rate):
 * its recipients, the rates, the reads and responses per day, the answers per action, and what croudies saw.
 */
export function AnnouncementReport({ id, back }: { id: string; back: ReactNode }) {
  const t = useText();
  const [{ data, error, fetching }, reload] = useQuery({
    query: AnnouncementReportQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const report = data?.announcementReport;
  if (!report) {
    return (
      <Flex vertical gap="middle">
        {back}
        {error && !fetching ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('settings.announcements.report.loadFailed')}
            action={<Button onClick={() => reload({ requestPolicy: 'network-only' })}>{t('settings.announcements.retry')}</Button>}
          />
        ) : (
          <Spin />
        )}
      </Flex>
    );
  }
  return <ReportView report={report} back={back} />;
}

function ReportView({ report, back }: { report: Report; back: ReactNode }) {
  const t = useText();
  const wide = Grid.useBreakpoint().xl ?? true;
  const { announcement } = report;
  const rate = (value: number, count: number) =>
    t('settings.announcements.report.rate', { percent: percentOf(value), count, total: report.recipients });
  const remaining =
    report.remainingSeconds !== null
      ? remainingText(report.remainingSeconds, t)
      : announcement.status === 'complete'
        ? t('settings.announcements.report.over')
        : announcement.status === 'active'
          ? t('settings.announcements.report.untilCompleted')
          : t('settings.announcements.report.notSent');
  const summary = (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>{t('settings.announcements.report.summary')}</h3>}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'status', label: t('settings.announcements.report.status'), children: <StatusTag status={announcement.status} /> },
          { key: 'type', label: t('settings.announcements.report.type'), children: kindText(report.type, t) },
          {
            key: 'sentAt',
            label: t('settings.announcements.report.sentAt'),
            children: instantText(report.sentAt) ?? t('settings.announcements.report.notSent'),
          },
          {
            key: 'creator',
            label: t('settings.announcements.report.creator'),
            children: report.creatorName ?? t('settings.announcements.none'),
          },
          { key: 'remaining', label: t('settings.announcements.report.remaining'), children: remaining },
          { key: 'recipients', label: t('settings.announcements.report.recipients'), children: report.recipients },
          { key: 'readRate', label: t('settings.announcements.report.readRate'), children: rate(report.readRate, report.readCount) },
          {
            key: 'responseRate',
            label: t('settings.announcements.report.responseRate'),
            children: rate(report.responseRate, report.respondedCount),
          },
        ]}
      />
    </Card>
  );
  const chart = (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>{t('settings.announcements.report.daily')}</h3>}>
      <DailyChart days={report.daily} />
    </Card>
  );
  const answers = (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>{t('settings.announcements.report.answers')}</h3>}>
      {report.answers.length ? (
        <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={t('settings.announcements.report.answers')}>
          <thead>
            <tr>
              <th scope="col" style={CELL}>
                {t('settings.announcements.report.action')}
              </th>
              <th scope="col" style={{ ...CELL, textAlign: 'end' }}>
                {t('settings.announcements.report.answerCount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.answers.map(({ action, count }) => (
              <tr key={action.id}>
                <th scope="row" style={{ ...CELL, fontWeight: 'normal' }}>
                  {action.name}{' '}
                  <Typography.Text type="secondary">({t(`settings.announcements.report.target.${action.targetState}`)})</Typography.Text>
                </th>
                <td style={{ ...CELL, textAlign: 'end' }}>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Typography.Text type="secondary">{t('settings.announcements.report.noActions')}</Typography.Text>
      )}
    </Card>
  );
  const preview = (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
        {t('settings.announcements.report.preview')}
      </Typography.Title>
      <AnnouncementCard
        id={`report-${announcement.id}`}
        announcement={{ name: announcement.subject, content: announcement.body, type: announcement.type, actions: announcement.actions }}
        preview
      />
    </Flex>
  );
  return (
    <Flex vertical gap="middle">
      {back}
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {t('settings.announcements.report.title', { name: announcement.subject })}
      </Typography.Title>
      {wide ? (
        <Flex gap="large" align="flex-start">
          <Flex vertical gap="middle" style={{ flex: 1, minWidth: 0 }}>
            {summary}
            {chart}
            {answers}
          </Flex>
          <div style={{ width: 380, flex: 'none' }}>{preview}</div>
        </Flex>
      ) : (
        <>
          {summary}
          {chart}
          {answers}
          {preview}
        </>
      )}
    </Flex>
  );
}

const CELL = { padding: '4px 8px', textAlign: 'start', borderBottom: '1px solid #f0f0f0' } as const;
