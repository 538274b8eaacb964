import { Flex, Result, Typography } from 'antd';
import { t } from '@work/shared-ui';

/** The onboarding layout's brand: the `brand` query parameter (letters, digits, spaces, - and _ only). */
export function brandFromQuery(search: string): string | null {
  const brand = new URLSearchParams(search).get('brand')?.trim() ?? '';
  return /^[\p{L}\p{N} _-]{1,40}$/u.test(brand) ? brand : null;
}

/** /onboarding/iframe: the shell's part of onboarding, shown inside the onboarding site's frame (onboarding layout). */
export function OnboardingFramePage() {
  const brand = brandFromQuery(window.location.search);
  return (
    <Flex vertical gap="middle" style={{ padding: 24 }} data-layout="onboarding" data-brand={brand ?? undefined}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {brand ? t('onboarding.brandedTitle', { brand }) : t('onboarding.title')}
      </Typography.Title>
    </Flex>
  );
}

/** /onboarding/success: where the onboarding site sends the croudie back when they finish. */
export function OnboardingSuccessPage() {
  return <Result status="success" title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('onboarding.success')}</h1>} />;
}
