import { useText } from '../text/catalogue';
import { PageResult } from './PageResult';

/** "This page could not be found", for a path under a remote's route prefixes that none of its pages matches. */
export function NotFoundResult() {
  const t = useText();
  return <PageResult status="404" title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('ui.notFound.title')}</h1>} />;
}
