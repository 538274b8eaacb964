import { Result } from 'antd';
import { useText } from '@work/shared-ui';

/** A path under this remote's prefixes that no page matches, such as /client without an id. */
export function NotFoundRoute() {
  const t = useText();
  return <Result status="404" title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('notFound.title')}</h1>} />;
}
