import { Grid, Menu, Select } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useText } from '../../text';
import { SETTINGS_AREAS } from './areas';

/** The list of settings areas: a side menu on wide screens, a select on narrow ones (it would push the list off screen). */
export function SettingsNav({ current }: { current: string | undefined }) {
  const t = useText();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? true;
  if (!wide) {
    return (
      <Select
        aria-label={t('settings.nav.label')}
        value={current}
        placeholder={t('settings.nav.choose')}
        options={SETTINGS_AREAS.map((a) => ({ value: a.path, label: t(a.label) }))}
        onChange={(path: string) => void navigate(`/settings/${path}`)}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <nav aria-label={t('settings.nav.label')}>
      <Menu
        mode="inline"
        selectedKeys={current ? [current] : []}
        items={SETTINGS_AREAS.map((a) => ({ key: a.path, label: <Link to={`/settings/${a.path}`}>{t(a.label)}</Link> }))}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
