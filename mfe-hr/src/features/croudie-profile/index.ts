// The croudie profile's tabs, shared by /my-profile (mode 'self') and the staff view /croudies/:id (mode 'staff').
export { CroudieProfileTabs, PROFILE_TABS, type CroudieProfileTabsProps, type ProfileTabKey, type TabItem } from './CroudieProfileTabs';
export type { ProfileMode } from './mode';
