import { Button } from 'antd';
import { PageResult } from '@work/shared-ui';
import { t } from '../text';
import { shellNavigate } from '../app/location';

export function NotFoundPage() {
  return (
    <PageResult
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('shell.notFound.title')}</h1>}
      extra={<Button onClick={() => shellNavigate('/')}>{t('shell.notFound.home')}</Button>}
    />
  );
}
