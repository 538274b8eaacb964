import { useId, useMemo } from 'react';
import { Flex, Table, Tag } from 'antd';
import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { DataGrid, useGridState, type GridColumn } from '@work/shared-ui/data-grid';
import { hasText, useText } from '../../text';
import { ClientJobsQuery, ClientProjectsQuery, type ClientJob } from './client.query';
import { formatDay, JOB_STATUS_COLOURS, PROJECT_STATUS_COLOURS } from './format';
import { Section, SectionFailed, SectionLoading, SubHeading } from './Section';

// the API lists jobs newest first and sorts no other way: the grid's sort is never sent
const NEWEST_FIRST = { field: 'createdAt', direction: 'DESC' } as const;

/** Projects and jobs: the client's plan projects, then its jobs paged on the server. */
export function WorkCard({ clientId }: { clientId: string }) {
  const t = useText();
  return (
    <Section title={t('plan.client.work')}>
      <Flex vertical gap="large">
        <ProjectsList clientId={clientId} />
        <JobsGrid clientId={clientId} />
      </Flex>
    </Section>
  );
}

/** A status as a tag with its words; a status newer than this page shows as the API names it. */
function StatusTag({ status, colours, prefix }: { status: string; colours: Readonly<Record<string, string>>; prefix: string }) {
  const t = useText();
  const key = `${prefix}.${status}`;
  return <Tag color={colours[status]}>{hasText(key) ? t(key) : status}</Tag>;
}

function ProjectsList({ clientId }: { clientId: string }) {
  const t = useText();
  const heading = useId();
  const [{ data, fetching, error }, refetch] = useQuery({ query: ClientProjectsQuery, variables: { id: clientId } });
  const projects = data?.client?.projects;
  const section = t('plan.client.projects');
  let body;
  if (projects) {
    body = (
      <Table
        aria-labelledby={heading}
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={projects}
        locale={{ emptyText: t('plan.client.projects.empty') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('plan.client.projects.name') },
          {
            key: 'status',
            title: t('plan.client.projects.status'),
            render: (_, p) => <StatusTag status={p.status} colours={PROJECT_STATUS_COLOURS} prefix="plan.client.projects.status" />,
          },
          { key: 'owner', title: t('plan.client.projects.owner'), render: (_, p) => p.owner.fullName },
          {
            key: 'quarter',
            title: t('plan.client.projects.quarter'),
            render: (_, p) => t('plan.client.projects.quarterValue', { quarter: p.quarter, year: p.year }),
          },
        ]}
      />
    );
  } else if (fetching || !error) {
    body = <SectionLoading section={section} />;
  } else {
    body = <SectionFailed section={section} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  }
  return (
    <div>
      <SubHeading id={heading}>{section}</SubHeading>
      {body}
    </div>
  );
}

function JobsGrid({ clientId }: { clientId: string }) {
  const t = useText();
  const { me } = useSession();
  const grid = useGridState({ defaultSort: NEWEST_FIRST, sortFields: [], prefix: 'jobs' });
  const variables = useMemo(() => ({ id: clientId, pagination: grid.variables.pagination }), [clientId, grid.variables]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: ClientJobsQuery, variables });
  const jobs = data?.client?.jobs;

  const columns: GridColumn<ClientJob>[] = [
    { key: 'name', title: t('plan.client.jobs.name') },
    {
      key: 'status',
      title: t('plan.client.jobs.status'),
      // the API's JobStatus enum names the statuses in capitals (IN_PROGRESS)
      render: (job) => <StatusTag status={job.status.toLowerCase()} colours={JOB_STATUS_COLOURS} prefix="plan.client.jobs.status" />,
    },
    { key: 'owner', title: t('plan.client.jobs.owner'), render: (job) => job.owner.fullName },
    { key: 'channel', title: t('plan.client.jobs.channel'), render: (job) => job.channel?.name ?? t('plan.client.none') },
    { key: 'due', title: t('plan.client.jobs.due'), render: (job) => formatDay(job.dueAt, me.timezone) ?? t('plan.client.none') },
  ];

  return (
    <div>
      <SubHeading>{t('plan.client.jobs')}</SubHeading>
      <DataGrid<ClientJob>
        label={t('plan.client.jobs')}
        entity={t('plan.client.jobs.entity')}
        state={grid}
        rows={jobs?.nodes ?? []}
        total={jobs?.pagination.total ?? 0}
        loading={fetching}
        error={error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        rowKey={(job) => job.id}
        rowName={(job) => job.name}
        columns={columns}
      />
    </div>
  );
}
