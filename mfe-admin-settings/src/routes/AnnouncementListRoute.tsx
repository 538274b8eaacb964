import { Button, Flex, Select, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { DataGrid, useGridState } from '@work/shared-ui/data-grid';
import { useText } from '../text';
import { ANNOUNCEMENT_STATUSES, instantText, kindText, StatusTag } from '../features/announcements/announcementDisplay';
import { AnnouncementFormDrawer } from '../features/announcements/AnnouncementFormDrawer';
import { AnnouncementsQuery, type AnnouncementRow, type AnnouncementStatus } from '../features/announcements/announcements.graphql';
import { useAnnouncementActions } from '../features/announcements/useAnnouncementActions';

/** The URL key of the announcement open in the form ('new' for a new one), so a reload keeps it open. */
const FORM_PARAM = 'announcement';
const NEW = 'new';

/**
 * /announcements: the admin table (§2), server-paged and sorted by the API (subject, status, created, scheduled, sent),
 * searched by subject and filtered by status; Create opens the form, and each row offers what the API says it may do
 * now (ADR 0287 availableActions) with its report once sent.
 */
export function AnnouncementListRoute() {
  const t = useText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const editing = params.get(FORM_PARAM);
  const edit = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(FORM_PARAM, id);
      else next.delete(FORM_PARAM);
      return next;
    });
  const grid = useGridState({
    defaultSort: { field: 'createdAt', direction: 'DESC' },
    sortFields: ['subject', 'status', 'createdAt', 'scheduledAt', 'sentAt'],
    filterKeys: ['statuses'],
  });
  const statuses = grid.filters.statuses.filter((s): s is AnnouncementStatus => (ANNOUNCEMENT_STATUSES as readonly string[]).includes(s));
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AnnouncementsQuery,
    variables: {
      pagination: grid.variables.pagination,
      sort: grid.variables.sort,
      filters: { search: grid.variables.filters.search, statuses: statuses.length ? statuses : null },
    },
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const report = (id: string) => navigate(`/announcements/${encodeURIComponent(id)}/report`);
  const actionsFor = useAnnouncementActions({ onEdit: edit, onReport: report, onChanged: reload, onCopied: edit });
  const open = (row: AnnouncementRow) => (row.availableActions.includes('save') || !row.sentAt ? edit(row.id) : report(row.id));
  const none = <Typography.Text type="secondary">{t('settings.announcements.none')}</Typography.Text>;

  return (
    <>
      <DataGrid<AnnouncementRow>
        label={t('settings.announcements.title')}
        entity={t('settings.announcements.entity')}
        state={grid}
        rows={data?.adminAnnouncements.nodes ?? []}
        total={data?.adminAnnouncements.pagination.total ?? 0}
        loading={fetching}
        error={error}
        onRetry={reload}
        rowKey={(row) => row.id}
        rowName={(row) => row.subject}
        search={{ label: t('settings.announcements.search'), placeholder: t('settings.announcements.search') }}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(NEW)}>
            {t('settings.announcements.create')}
          </Button>
        }
        filters={
          <Flex vertical gap={4}>
            <Typography.Text strong>
              <label htmlFor="announcement-statuses">{t('settings.announcements.filter.status')}</label>
            </Typography.Text>
            <Select<string[]>
              id="announcement-statuses"
              mode="multiple"
              allowClear
              style={{ minWidth: 200 }}
              placeholder={t('settings.announcements.filter.anyStatus')}
              value={statuses}
              options={ANNOUNCEMENT_STATUSES.map((s) => ({ value: s, label: t(`settings.announcements.status.${s}`) }))}
              onChange={(values) => grid.setFilter('statuses', values.length ? values : null)}
            />
          </Flex>
        }
        columns={[
          {
            key: 'subject',
            title: t('settings.announcements.column.subject'),
            sortable: true,
            render: (row) => (
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                aria-label={t('settings.announcements.open', { name: row.subject })}
                onClick={() => open(row)}
              >
                {row.subject}
              </Button>
            ),
          },
          {
            key: 'status',
            title: t('settings.announcements.column.status'),
            sortable: true,
            render: (row) => (
              <Flex vertical gap={2} align="flex-start">
                <StatusTag status={row.status} />
                {row.unsentReason ? (
                  <Typography.Text type="warning" style={{ fontSize: 12 }}>
                    {t('settings.announcements.unsent')}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          { key: 'type', title: t('settings.announcements.column.type'), render: (row) => kindText(row.type, t) },
          {
            key: 'createdAt',
            title: t('settings.announcements.column.created'),
            sortable: true,
            width: 150,
            render: (row) => instantText(row.createdAt),
          },
          {
            key: 'scheduledAt',
            title: t('settings.announcements.column.scheduled'),
            sortable: true,
            width: 150,
            render: (row) => instantText(row.scheduledAt) ?? none,
          },
          {
            key: 'sentAt',
            title: t('settings.announcements.column.sent'),
            sortable: true,
            width: 150,
            render: (row) => instantText(row.sentAt) ?? none,
          },
          { key: 'creator', title: t('settings.announcements.column.creator'), render: (row) => row.creatorName ?? none },
          {
            key: 'recipients',
            title: t('settings.announcements.column.recipients'),
            align: 'right',
            render: (row) => (row.sentAt ? row.recipients : none),
          },
        ]}
        rowActions={(row) => actionsFor(row)}
      />
      {editing ? (
        <AnnouncementFormDrawer
          id={editing === NEW ? null : editing}
          onClose={() => edit(null)}
          onSaved={() => {
            edit(null);
            reload();
          }}
        />
      ) : null}
    </>
  );
}
