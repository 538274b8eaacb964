import { Button, Flex, Select, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { RemotePage } from '@work/shared-ui';
import { DataGrid, useGridState } from '@work/shared-ui/data-grid';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';
import { ACADEMY_PATHS, AcademyNav } from './AcademyNav';
import { CoursesAdminQuery, type CourseRow } from './authoring.graphql';
import { CourseStatusTag, instantText } from './display';

const STATUSES = ['DRAFT', 'LIVE', 'PAUSED', 'EXPIRED'] as const;
type Status = (typeof STATUSES)[number];

/**
 * /academy on control: every course, by name (the API's one order), searched and filtered by status on the server, ten
 * to a page (§9); the query is in the URL (the shared data grid).
 */
export function CourseListPage() {
  const t = useText();
  const navigate = useNavigate();
  const grid = useGridState({ defaultSort: { field: 'name', direction: 'ASC' }, sortFields: ['name'], filterKeys: ['statuses'] });
  const statuses = grid.filters.statuses.filter((s): s is Status => (STATUSES as readonly string[]).includes(s));
  const [{ data, fetching, error }, refetch] = useQuery({
    query: CoursesAdminQuery,
    variables: {
      pagination: grid.variables.pagination,
      filters: { search: grid.variables.filters.search, statuses: statuses.length ? statuses : null },
    },
    // a course created or changed on its own page shows here on the way back
    requestPolicy: 'cache-and-network',
  });

  return (
    <RemotePage
      title={t('academy.title')}
      remote={REMOTE_NAME}
      buildLabel={BUILD_LABEL}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(ACADEMY_PATHS.newCourse)}>
          {t('academy.admin.courses.new')}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <AcademyNav />
        <DataGrid<CourseRow>
          label={t('academy.admin.courses.label')}
          entity={t('academy.admin.courses.entity')}
          state={grid}
          rows={data?.academyCoursesAdmin.courses ?? []}
          total={data?.academyCoursesAdmin.pagination.total ?? 0}
          loading={fetching}
          error={error}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
          rowKey={(row) => row.id}
          rowName={(row) => row.name}
          search={{ label: t('academy.admin.courses.search'), placeholder: t('academy.admin.courses.search') }}
          filters={
            <Flex vertical gap={4}>
              <Typography.Text strong>
                <label htmlFor="academy-course-statuses">{t('academy.admin.courses.filter.status')}</label>
              </Typography.Text>
              <Select<string[]>
                id="academy-course-statuses"
                mode="multiple"
                allowClear
                style={{ minWidth: 200 }}
                placeholder={t('academy.admin.courses.filter.anyStatus')}
                value={statuses}
                options={STATUSES.map((s) => ({ value: s, label: t(`academy.admin.courseStatus.${s}`) }))}
                onChange={(values) => grid.setFilter('statuses', values.length ? values : null)}
              />
            </Flex>
          }
          columns={[
            {
              key: 'name',
              title: t('academy.admin.column.name'),
              render: (row) => <Link to={ACADEMY_PATHS.course(row.id)}>{row.name}</Link>,
            },
            { key: 'status', title: t('academy.admin.column.status'), render: (row) => <CourseStatusTag status={row.status} /> },
            { key: 'type', title: t('academy.admin.column.type'), render: (row) => t(`academy.admin.courseType.${row.type}`) },
            {
              key: 'applicableStatus',
              title: t('academy.admin.column.applicableStatus'),
              render: (row) => t(`academy.admin.applicableStatus.${row.applicableStatus}`),
            },
            {
              key: 'inDemand',
              title: t('academy.admin.column.inDemand'),
              render: (row) => t(row.inDemand ? 'academy.admin.yes' : 'academy.admin.no'),
            },
            { key: 'updatedAt', title: t('academy.admin.column.updated'), width: 170, render: (row) => instantText(row.updatedAt) },
          ]}
        />
      </Flex>
    </RemotePage>
  );
}
