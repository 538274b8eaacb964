import { Button, Col, Flex, Row, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { NotFoundResult, PageResult, RemotePage, useHasSomeRole, useSession } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';
import { refusalCode } from '@work/shared-ui/refusal';
import { DashboardsCard } from './DashboardsCard';
import { DetailsCard } from './DetailsCard';
import { HrRecordCard } from './HrRecordCard';
import { PreferencesCard } from './PreferencesCard';
import { QualificationsCard } from './QualificationsCard';
import { StaffProfileHeader } from './StaffProfileHeader';
import { StaffProfileQuery } from './staffProfile.graphql';

/** Staff who keep HR's record of colleagues: office, referral source, date onboarded, qualifications, transitions. */
export const HR_ROLES = ['hr_user'] as const;

/**
 * /employee/:id and /employee/my-profile (control): a staff user's profile (§2 User pages, §3 User (agency)). The
 * header, then Details, Preferences, HR, Qualifications and Dashboards. The person themselves and hr_user change their
 * details, preferences and dashboards; the HR card and qualifications are hr_user's. Everyone else reads them (the API
 * decides again on every save).
 */
export function StaffProfilePage({ userId }: { userId: string }) {
  const t = useText();
  const { me } = useSession();
  const isHr = useHasSomeRole(HR_ROLES);
  const [{ data, fetching, error }, refetch] = useQuery({ query: StaffProfileQuery, variables: { id: userId } });
  const user = data?.user;
  const back = <Link to="/employee">{t('hr.staff.profile.backToSearch')}</Link>;

  if (!user) {
    const loading = fetching || (!data && !error);
    if (!loading && (!error || refusalCode(error) === 'NOT_FOUND')) return <NotFoundResult />;
    return (
      <RemotePage title={t('hr.staff.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL} extra={back}>
        {loading ? (
          <Skeleton active aria-label={t('hr.staff.profile.loading')} />
        ) : (
          <PageResult
            status="error"
            title={t('hr.staff.profile.loadFailed')}
            extra={
              <Button type="primary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
                {t('hr.staff.profile.retry')}
              </Button>
            }
          />
        )}
      </RemotePage>
    );
  }

  const self = me.kind === 'USER' && String(me.id) === user.id;
  const mayEdit = self || isHr;
  return (
    <RemotePage title={user.fullName} remote={REMOTE_NAME} buildLabel={BUILD_LABEL} extra={back}>
      <Flex vertical gap="middle" style={{ maxWidth: 1200 }}>
        <StaffProfileHeader user={user} self={self} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Flex vertical gap="middle">
              <DetailsCard user={user} editable={mayEdit} />
              <HrRecordCard user={user} editable={isHr} />
              <QualificationsCard userId={user.id} current={user.qualifications} editable={isHr} />
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <Flex vertical gap="middle">
              <PreferencesCard user={user} editable={mayEdit} />
              <DashboardsCard userId={user.id} dashboards={user.dashboards} editable={mayEdit} />
            </Flex>
          </Col>
        </Row>
      </Flex>
    </RemotePage>
  );
}
