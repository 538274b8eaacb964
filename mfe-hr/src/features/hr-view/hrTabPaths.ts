/** The HR view's pages (staff-and-admin.md §2 HR user view), one tab each; the open one is the path under /hr. */
export const HR_TABS = ['dashboard', 'teams', 'utilisation', 'availability', 'leave'] as const;
export type HrTab = (typeof HR_TABS)[number];

/** The path of a tab: the dashboard is /hr-view itself. */
export const hrTabPath = (tab: HrTab): string => (tab === 'dashboard' ? '/hr-view' : `/hr-view/${tab}`);

/** The tab a path under /hr-view shows (/hr-view/leave?month=… → leave), or null for a path that is none of them. */
export function hrTabAt(pathname: string): HrTab | null {
  const segment = pathname.replace(/\/+$/, '').split('/')[2];
  if (segment === undefined || segment === '') return 'dashboard';
  return segment !== 'dashboard' && (HR_TABS as readonly string[]).includes(segment) ? (segment as HrTab) : null;
}
