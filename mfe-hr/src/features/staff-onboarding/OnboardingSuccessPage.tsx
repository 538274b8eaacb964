import { Button, Flex } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageResult } from '@work/shared-ui';
import { useText } from '../../text';
import type { OnboardedState } from './OnboardingPage';

const USER_ID = /^[1-9]\d{0,9}$/;

/**
 * /onboarding/success?user=<id>: who was just created and that their create-password link is on its way, with their
 * profile and another onboarding. Opened any other way (a reload, a bookmark) nothing was just created here: it says
 * so and offers /onboarding (and the profile of `user`, when the address names one).
 */
export function OnboardingSuccessPage() {
  const t = useText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useLocation().state as Partial<OnboardedState> | null;
  const userId = params.get('user') ?? '';
  const created = state?.created && state.created.id === userId ? state.created : null;
  const profile = USER_ID.test(userId) ? (
    <Button type={created ? 'primary' : 'default'} onClick={() => navigate(`/employee/${userId}`)}>
      {t('hr.onboarding.success.viewProfile')}
    </Button>
  ) : null;

  if (!created) {
    return (
      <PageResult
        status="info"
        title={t('hr.onboarding.success.none')}
        subTitle={t('hr.onboarding.success.noneText')}
        extra={
          <Flex gap="small" justify="center" wrap>
            <Button type="primary" onClick={() => navigate('/onboarding')}>
              {t('hr.onboarding.success.start')}
            </Button>
            {profile}
          </Flex>
        }
      />
    );
  }
  return (
    <PageResult
      status="success"
      title={t('hr.onboarding.success.heading', { name: created.fullName })}
      subTitle={t('hr.onboarding.success.sent', { email: created.emailAddress ?? '' })}
      extra={
        <Flex gap="small" justify="center" wrap>
          {profile}
          <Button onClick={() => navigate('/onboarding')}>{t('hr.onboarding.success.another')}</Button>
        </Flex>
      }
    />
  );
}
