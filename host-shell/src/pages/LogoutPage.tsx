import { Button, Result } from 'antd';
import { t } from '@work/shared-ui';

export function LogoutPage() {
  return (
    <Result
      status="success"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('logout.title')}</h1>}
      extra={
        <Button type="primary" href="/login">
          {t('logout.logInAgain')}
        </Button>
      }
    />
  );
}
