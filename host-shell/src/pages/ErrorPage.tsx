import { Button } from 'antd';
import { PageResult } from '@work/shared-ui';
import { t } from '../text';

/** The error page: a 404 message for status 404, a 500-style one for anything else (staff-and-admin.md §8 Pages). */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <PageResult
      status={notFound ? '404' : '500'}
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{notFound ? t('shell.error.notFound') : t('shell.error.server')}</h1>}
      subTitle={notFound ? undefined : t('shell.error.tryAgainSoon')}
      extra={<Button onClick={() => window.location.assign('/')}>{t('shell.notFound.home')}</Button>}
    />
  );
}
