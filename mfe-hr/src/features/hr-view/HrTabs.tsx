import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useText, type TextKey } from '../../text';
import { HR_TABS, hrTabAt, hrTabPath, type HrTab } from './hrTabPaths';

const LABELS: Record<HrTab, TextKey> = {
  dashboard: 'hr.hrView.tab.dashboard',
  teams: 'hr.hrView.tab.teams',
  utilisation: 'hr.hrView.tab.utilisation',
  availability: 'hr.hrView.tab.availability',
  leave: 'hr.hrView.tab.leave',
};

/** The HR view's pages as tabs; the path is the open tab (/hr-view, /hr-view/teams, …), so a link or Back opens the same one. */
export function HrTabs() {
  const t = useText();
  const navigate = useNavigate();
  const tab = hrTabAt(useLocation().pathname);
  return (
    <Tabs
      activeKey={tab ?? ''}
      items={HR_TABS.map((key) => ({ key, label: t(LABELS[key]) }))}
      onChange={(key) => navigate(hrTabPath(key as HrTab))}
    />
  );
}
