import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { DataGrid, useGridState, type GridColumn } from '@work/shared-ui/data-grid';
import { useText } from '../../../text';
import { HrTeamsQuery, type HrTeamRow } from './teams.graphql';

const SORT_FIELDS = ['name', 'office', 'memberCount'];
const DEFAULT_SORT = { field: 'name', direction: 'ASC' } as const;

/**
 * /hr-view/teams: every team with its office, leader and members, each member a link to their profile (/employee/:id).
 * Server-paged and searched by team name; the query is in the URL.
 */
export function TeamsPage() {
  const t = useText();
  const grid = useGridState({ defaultSort: DEFAULT_SORT, sortFields: SORT_FIELDS });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: HrTeamsQuery,
    variables: grid.variables,
    requestPolicy: 'cache-and-network',
  });
  const none = <Typography.Text type="secondary">{t('hr.hrView.none')}</Typography.Text>;

  const columns: GridColumn<HrTeamRow>[] = [
    { key: 'name', title: t('hr.hrView.teams.column.name'), sortable: true, render: (team) => team.name },
    { key: 'office', title: t('hr.hrView.teams.column.office'), sortable: true, render: (team) => team.office.name },
    {
      key: 'leader',
      title: t('hr.hrView.teams.column.leader'),
      render: (team) => (team.leader ? <Link to={`/employee/${team.leader.id}`}>{team.leader.fullName}</Link> : none),
    },
    {
      key: 'memberCount',
      title: t('hr.hrView.teams.column.members'),
      sortable: true,
      render: (team) => <MemberList team={team} />,
    },
  ];

  return (
    <DataGrid<HrTeamRow>
      label={t('hr.hrView.teams.title')}
      entity={t('hr.hrView.teams.entity')}
      state={grid}
      rows={data?.teams.nodes ?? []}
      total={data?.teams.pagination.total ?? 0}
      loading={fetching}
      error={error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      rowKey={(team) => team.id}
      rowName={(team) => team.name}
      columns={columns}
      search={{ label: t('hr.hrView.teams.search'), placeholder: t('hr.hrView.teams.search') }}
    />
  );
}

/** The team's members as links, its leader tagged; past the first 100 a count of the rest. */
function MemberList({ team }: { team: HrTeamRow }) {
  const t = useText();
  const shown = team.members.nodes;
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('hr.hrView.teams.memberCount', { count: team.memberCount })}</Typography.Text>
      <Flex wrap gap="small" role="list" aria-label={t('hr.hrView.teams.membersOf', { team: team.name })}>
        {shown.map((member) => (
          <span role="listitem" key={member.id}>
            <Link to={`/employee/${member.id}`}>{member.fullName}</Link>
            {member.id === team.leader?.id ? (
              <Tag color="blue" style={{ marginInlineStart: 4 }}>
                {t('hr.hrView.teams.leaderTag')}
              </Tag>
            ) : null}
          </span>
        ))}
        {team.memberCount > shown.length ? (
          <Typography.Text type="secondary">{t('hr.hrView.teams.more', { count: team.memberCount - shown.length })}</Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
