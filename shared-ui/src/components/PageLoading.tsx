import { Flex, Spin } from 'antd';
import { useText } from '../text/catalogue';

/** What a page shows while its code loads: the fallback of a remote's lazy routes. */
export function PageLoading() {
  const t = useText();
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin aria-label={t('ui.page.loading')} />
    </Flex>
  );
}
