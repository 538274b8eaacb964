import { Button, Result } from 'antd';
import { t } from '../text';

export function LogoutPage() {
  return (
    <Result
      status="success"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('shell.logout.title')}</h1>}
      extra={
        <Button type="primary" href="/login">
          {t('shell.logout.logInAgain')}
        </Button>
      }
    />
  );
}
