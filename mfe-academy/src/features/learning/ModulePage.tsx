import { useEffect } from 'react';
import { Button, Flex, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { NotFoundResult } from '@work/shared-ui';
import { refusalCode } from '@work/shared-ui/refusal';
import { useText } from '../../text';
import { ModuleReadMutation, UserCourseQuery } from './learning.graphql';
import { LearningPage } from './LearningPage';

/** /academy/usercourse/{id}/module/{moduleId}: one module of the croudie's course, recorded as read when opened. */
export function ModulePage() {
  const t = useText();
  const navigate = useNavigate();
  const { userCourseId = '', moduleId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: UserCourseQuery, variables: { id: userCourseId } });
  const [, markRead] = useMutation(ModuleReadMutation);
  const userCourse = data?.userCourse;
  const modules = userCourse?.course.modules ?? [];
  const index = modules.findIndex((m) => m.id === moduleId);
  const module = index >= 0 ? modules[index] : undefined;
  const alreadyRead = userCourse?.readModuleIds.includes(moduleId) ?? true;
  const onCourse = userCourse !== undefined && userCourse.status !== 'INACTIVE';

  useEffect(() => {
    if (module && onCourse && !alreadyRead) void markRead({ userCourseId, moduleId: module.id });
  }, [module, onCourse, alreadyRead, markRead, userCourseId]);

  if (refusalCode(error) === 'NOT_FOUND' || (userCourse && !module)) return <NotFoundResult />;
  const courseLink = userCourse ? `/academy/mycourse/${userCourse.course.id}` : '/academy/mycourses';
  const go = (to: number) => navigate(`/academy/usercourse/${userCourseId}/module/${modules[to]!.id}`);

  return (
    <LearningPage
      title={module?.title ?? t('academy.title')}
      loading={fetching && !data}
      failed={error && !data ? t('academy.module.loadFailed') : null}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
    >
      {module && userCourse ? (
        <Flex vertical gap="large" style={{ maxWidth: 860 }}>
          <Link to={courseLink}>{t('academy.module.backToCourse')}</Link>
          <Typography.Text type="secondary">{userCourse.course.name}</Typography.Text>
          {module.kind === 'VIDEO' && module.videoUrl ? (
            <div style={{ position: 'relative', paddingTop: '56.25%' }}>
              <iframe
                title={t('academy.module.video', { title: module.title })}
                src={module.videoUrl}
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                // the embed hosts need to know which site frames them; the page itself sends no referrer elsewhere
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin allow-presentation"
                style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
              />
            </div>
          ) : (
            // sanitised by the API when it was written (ADR 0288)
            <div className="academy-module-body" dangerouslySetInnerHTML={{ __html: module.body ?? '' }} />
          )}
          <Flex justify="space-between">
            <Button disabled={index <= 0} onClick={() => go(index - 1)}>
              {t('academy.module.previous')}
            </Button>
            <Button type="primary" disabled={index >= modules.length - 1} onClick={() => go(index + 1)}>
              {t('academy.module.next')}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </LearningPage>
  );
}
