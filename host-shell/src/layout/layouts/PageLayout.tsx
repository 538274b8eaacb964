import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { Tenant } from '@work/shared-contracts';
import { t } from '../../text';
import { brandFromQuery, type LayoutName } from './layoutFor';

const centred = { minHeight: '100vh', background: '#f5f5f7', padding: 16 } as const;

/**
 * The layouts pages outside the app chrome sit in (the app chrome itself, default and advanced, is the Shell).
 * `data-layout` names the layout on its outermost element.
 */
export function PageLayout({
  layout,
  tenant,
  children,
}: {
  layout: Exclude<LayoutName, 'default' | 'advanced'>;
  tenant: Tenant;
  children: ReactNode;
}) {
  switch (layout) {
    case 'branded-centred':
      return (
        <Flex vertical justify="center" align="center" gap="large" style={centred} data-layout={layout}>
          <Typography.Text strong style={{ fontSize: 20 }} data-testid="layout-brand">
            {t(`shell.layout.brand.${tenant}`)}
          </Typography.Text>
          {children}
        </Flex>
      );
    case 'centred':
      return (
        <Flex vertical justify="center" align="center" style={centred} data-layout={layout}>
          {children}
        </Flex>
      );
    case 'onboarding': {
      // framed by the onboarding site: no app chrome, the partner's brand when the site names one
      const brand = brandFromQuery(window.location.search);
      return (
        <Flex
          vertical
          align="center"
          gap="middle"
          style={{ minHeight: '100vh', padding: 24 }}
          data-layout={layout}
          data-brand={brand ?? undefined}
        >
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="layout-brand">
            {brand ? t('shell.onboarding.brandedTitle', { brand }) : t('shell.layout.brand.network')}
          </Typography.Text>
          {children}
        </Flex>
      );
    }
    case 'standalone':
      return (
        <Flex vertical align="center" style={{ minHeight: '100vh', padding: '48px 16px' }} data-layout={layout}>
          {children}
        </Flex>
      );
  }
}
