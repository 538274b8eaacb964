import { Suspense } from 'react';
import { Alert, Flex, Grid, Typography } from 'antd';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { LaterReleaseNotice, PageLoading, RemotePage } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { useText } from '../text';
import { areaAt } from '../features/settings-areas/areas';
import { SettingsNav } from '../features/settings-areas/SettingsNav';

/** /settings/*: the settings frame, its areas beside (or above, on a phone) the open area. */
export function SettingsRoute() {
  const t = useText();
  const wide = Grid.useBreakpoint().md ?? true;
  // /settings/{area}/…: the area is the second segment
  const area = areaAt(useLocation().pathname.split('/')[2]);
  return (
    <RemotePage title={t('settings.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Flex vertical={!wide} gap="large" align="flex-start">
        <div style={{ width: wide ? 220 : '100%', flex: 'none' }}>
          <SettingsNav current={area?.path} />
        </div>
        <section style={{ flex: 1, minWidth: 0, width: '100%' }} aria-label={area ? t(area.label) : t('settings.title')}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </section>
      </Flex>
    </RemotePage>
  );
}

/** /settings: where to start. */
export function SettingsHome() {
  const t = useText();
  return <Alert type="info" showIcon title={t('settings.home.title')} description={t('settings.home.text')} />;
}

/** An area listed in the spec whose screens come in a later release: say so, with its name as the heading. */
export function SettingsAreaLater() {
  const t = useText();
  const area = areaAt(useParams()['area']);
  if (!area) return <Typography.Paragraph>{t('settings.notFound')}</Typography.Paragraph>;
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {t(area.label)}
      </Typography.Title>
      <LaterReleaseNotice area={t(area.label)} />
    </Flex>
  );
}
