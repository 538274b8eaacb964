import { Result } from 'antd';
import { t } from '@work/shared-ui';

/** /onboarding/success: where the onboarding site sends the croudie back when they finish. */
export function OnboardingSuccessPage() {
  return <Result status="success" title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('onboarding.success')}</h1>} />;
}
