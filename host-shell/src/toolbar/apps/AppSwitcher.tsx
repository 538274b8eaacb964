import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import { t } from '../../text';
import { APPS, appSwitcherGroups, type AppDefinition } from './apps';

/** The toolbar's app switcher (spec §1): the apps of the person's roles, first 4 above a divider, the rest below. */
export function AppSwitcher({
  roles,
  served,
  hidden = [],
  navigate,
}: {
  roles: readonly string[];
  /** route prefixes the composed remotes serve */
  served: readonly string[];
  /** app paths a feature flag hides (hide_plan_link) */
  hidden?: readonly string[];
  navigate: (to: string) => void;
}) {
  const { above, below } = appSwitcherGroups(
    roles,
    served,
    APPS.filter((app) => !hidden.includes(app.path)),
  );
  const item = (app: AppDefinition) => ({
    key: app.id,
    label: (
      <a href={app.path} onClick={(e) => e.preventDefault()}>
        {t(app.label)}
      </a>
    ),
    onClick: () => navigate(app.path),
  });
  const items: MenuProps['items'] =
    above.length === 0
      ? [{ key: 'none', label: t('shell.apps.none'), disabled: true }]
      : [...above.map(item), ...(below.length ? [{ type: 'divider' as const, key: 'divider' }, ...below.map(item)] : [])];
  return (
    <Dropdown trigger={['click']} menu={{ items, 'aria-label': t('shell.apps.title') } as MenuProps}>
      <Tooltip title={t('shell.toolbar.apps')}>
        <Button type="text" aria-label={t('shell.toolbar.apps')} icon={<AppstoreOutlined />} />
      </Tooltip>
    </Dropdown>
  );
}
