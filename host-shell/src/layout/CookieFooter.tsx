import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { t } from '../text';
import { readCookieChoice, saveCookieChoice, type CookieChoice } from './cookiePreferences';
import { browserStorage } from '../app/browserStorage';

/** The cookie-preferences footer: shown until the person chooses, on every page of this browser. */
export function CookieFooter() {
  const [choice, setChoice] = useState<CookieChoice | null>(() => readCookieChoice(browserStorage));
  if (choice) return null;
  const choose = (next: CookieChoice) => {
    saveCookieChoice(browserStorage, next);
    setChoice(next);
  };
  return (
    <footer
      aria-label={t('shell.cookies.label')}
      // In the page flow (not fixed), so it never covers what people and tests click.
      style={{ background: '#fff', borderTop: '1px solid #e5e5e5', padding: '12px 16px' }}
    >
      <Flex wrap gap="middle" align="center" justify="space-between">
        <Typography.Text style={{ maxWidth: 720 }}>{t('shell.cookies.text')}</Typography.Text>
        <Flex gap="small">
          <Button onClick={() => choose('necessary')}>{t('shell.cookies.necessaryOnly')}</Button>
          <Button type="primary" onClick={() => choose('all')}>
            {t('shell.cookies.acceptAll')}
          </Button>
        </Flex>
      </Flex>
    </footer>
  );
}
