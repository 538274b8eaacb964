import { Tabs, type TabsProps } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useHasSomeRole, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { AccessTab } from './AccessTab';
import { InvoicingTab } from './InvoicingTab';
import type { ProfileMode } from './mode';
import { OutOfOfficeTab } from './OutOfOfficeTab';
import { ProfileTab } from './ProfileTab';
import { QualificationsTab } from './QualificationsTab';
import { TimelineTab } from './TimelineTab';
import { TwoStepTab } from './TwoStepTab';

export type TabItem = NonNullable<TabsProps['items']>[number];

/** The tabs' keys, as the URL shows them (`?tab=invoicing`). */
export const PROFILE_TABS = ['profile', 'invoicing', 'out-of-office', 'two-step', 'qualifications', 'timeline', 'access'] as const;
export type ProfileTabKey = (typeof PROFILE_TABS)[number];

export interface CroudieProfileTabsProps {
  croudieId: string;
  /** 'self': the croudie on /my-profile; 'staff': the staff view, where network_admin edits what the API allows. */
  mode: ProfileMode;
  /** Tabs of the staff view (Network Admin, Feedback), after these. */
  extraTabs?: TabItem[];
}

/**
 * The croudie profile's tabs (staff-and-admin.md §2 Croudie profile), shared by /my-profile and the staff view
 * /croudies/:id. The open tab is in the URL (`?tab=…`); `?update_summary=true` (the US state banner) opens Invoicing &
 * ID with the state first. 2-Step Verification is the croudie's own: not on the staff view, nor while impersonating (§5).
 */
export function CroudieProfileTabs({ croudieId, mode, extraTabs = [] }: CroudieProfileTabsProps) {
  const t = useText();
  const session = useSession();
  const networkAdmin = useHasSomeRole(['network_admin']);
  const [params, setParams] = useSearchParams();
  const editable = mode === 'self' || networkAdmin;
  const usStateFirst = params.get('update_summary') === 'true';
  const showTwoStep = mode === 'self' && !session.impersonation;

  const items: TabItem[] = [
    { key: 'profile', label: t('hr.profile.tab.profile'), children: <ProfileTab croudieId={croudieId} mode={mode} editable={editable} /> },
    {
      key: 'invoicing',
      label: t('hr.profile.tab.invoicing'),
      children: <InvoicingTab croudieId={croudieId} mode={mode} editable={editable} usStateFirst={usStateFirst} />,
    },
    {
      key: 'out-of-office',
      label: t('hr.profile.tab.outOfOffice'),
      children: <OutOfOfficeTab croudieId={croudieId} editable={editable} />,
    },
    ...(showTwoStep ? [{ key: 'two-step', label: t('hr.profile.tab.twoStep'), children: <TwoStepTab croudieId={croudieId} /> }] : []),
    { key: 'qualifications', label: t('hr.profile.tab.qualifications'), children: <QualificationsTab croudieId={croudieId} /> },
    { key: 'timeline', label: t('hr.profile.tab.timeline'), children: <TimelineTab croudieId={croudieId} /> },
    { key: 'access', label: t('hr.profile.tab.access'), children: <AccessTab croudieId={croudieId} /> },
    ...extraTabs,
  ];
  const asked = params.get('tab') ?? (usStateFirst ? 'invoicing' : null);
  const active = items.some((item) => item.key === asked) ? asked! : 'profile';

  return (
    <Tabs
      activeKey={active}
      items={items}
      destroyOnHidden
      onChange={(key) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            // the banner's explanation belongs to the visit it led to
            next.delete('update_summary');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
