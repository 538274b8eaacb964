import { Button, Result } from 'antd';
import { t } from '../text';
import { shellNavigate } from '../app/location';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('shell.notFound.title')}</h1>}
      extra={<Button onClick={() => shellNavigate('/')}>{t('shell.notFound.home')}</Button>}
    />
  );
}
