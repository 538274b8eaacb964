import { useState } from 'react';
import { Alert, Card, Flex, Input, List, Tabs, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { EmptyState, useMountProps } from '@work/shared-ui';
import { useText, type TextKey } from '../../text';
import type { ResultOf } from '../../graphql';
import { CoursesQuery } from './learning.graphql';
import { LearningPage } from './LearningPage';

export type CourseScope = 'AVAILABLE' | 'MINE' | 'QUALIFIED';

const TABS: { scope: CourseScope; path: string; label: TextKey; empty: TextKey }[] = [
  { scope: 'AVAILABLE', path: '/academy/croudie/courses', label: 'academy.learn.tab.courses', empty: 'academy.learn.empty.courses' },
  { scope: 'MINE', path: '/academy/mycourses', label: 'academy.learn.tab.mine', empty: 'academy.learn.empty.mine' },
  { scope: 'QUALIFIED', path: '/academy/qualifications', label: 'academy.learn.tab.qualified', empty: 'academy.learn.empty.qualified' },
];
const PAGE_SIZE = 10;

type Course = ResultOf<typeof CoursesQuery>['academyCourses']['courses'][number];

/** /academy, /academy/croudie/courses, /academy/mycourses, /academy/qualifications: the croudie's course lists (§2). */
export function CourseListsPage({ scope }: { scope: CourseScope }) {
  const t = useText();
  const navigate = useNavigate();
  const { featureFlags } = useMountProps();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: CoursesQuery,
    variables: { scope, search: search || null, pagination: { page, limit: PAGE_SIZE } },
  });
  const tab = TABS.find((x) => x.scope === scope)!;
  const list = data?.academyCourses;
  const setQuery = (next: { search?: string; page?: number }) => {
    const values = new URLSearchParams();
    const s = next.search ?? search;
    if (s) values.set('search', s);
    if ((next.page ?? 1) > 1) values.set('page', String(next.page));
    setParams(values);
  };

  return (
    <LearningPage title={t('academy.title')}>
      <Flex vertical gap="middle">
        {featureFlags.includes('croud_campus') ? (
          <Alert type="info" showIcon title={t('academy.learn.campus')} description={t('academy.learn.campusDetail')} />
        ) : null}
        <Tabs
          aria-label={t('academy.learn.tabs')}
          activeKey={tab.scope}
          onChange={(key) => navigate(TABS.find((x) => x.scope === key)!.path)}
          items={TABS.map((x) => ({ key: x.scope, label: t(x.label) }))}
        />
        <Input.Search
          aria-label={t('academy.learn.search')}
          placeholder={t('academy.learn.search')}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setQuery({ search: value.trim(), page: 1 })}
          style={{ maxWidth: 420 }}
        />
        {error && !list ? (
          <Alert type="error" showIcon role="alert" title={t('academy.learn.loadFailed')} />
        ) : (
          <List<Course>
            loading={fetching && !list}
            dataSource={list?.courses ?? []}
            locale={{ emptyText: <EmptyState title={t(search ? 'academy.learn.empty.search' : tab.empty)} /> }}
            grid={{ gutter: 16, xs: 1, md: 2, xl: 3 }}
            pagination={
              list && list.pagination.total > PAGE_SIZE
                ? {
                    current: list.pagination.page,
                    pageSize: PAGE_SIZE,
                    total: list.pagination.total,
                    showSizeChanger: false,
                    onChange: (next) => setQuery({ page: next }),
                  }
                : false
            }
            renderItem={(course) => (
              <List.Item>
                <CourseCard course={course} />
              </List.Item>
            )}
          />
        )}
        {error && list ? (
          <Typography.Link onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('academy.learn.retry')}</Typography.Link>
        ) : null}
      </Flex>
    </LearningPage>
  );
}

function CourseCard({ course }: { course: Course }) {
  const t = useText();
  return (
    <Card
      title={
        <Link to={`/academy/mycourse/${course.id}`} aria-label={t('academy.learn.open', { name: course.name })}>
          {course.name}
        </Link>
      }
      size="small"
    >
      <Flex vertical gap="small">
        <Flex gap={4} wrap>
          {course.inDemand ? <Tag color="volcano">{t('academy.learn.inDemand')}</Tag> : null}
          {course.partOfOnboarding ? <Tag color="purple">{t('academy.learn.onboarding')}</Tag> : null}
          {course.experienceLevel ? <Tag>{t(`academy.level.${course.experienceLevel.toLowerCase()}` as TextKey)}</Tag> : null}
          {course.languageCode ? <Tag>{course.languageCode.toUpperCase()}</Tag> : null}
        </Flex>
        {course.description ? (
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
            {course.description}
          </Typography.Paragraph>
        ) : null}
        {course.qualification ? (
          <Typography.Text type="secondary">{t('academy.learn.grants', { qualification: course.qualification.name })}</Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
