import { lazy, type ComponentType } from 'react';
import { prefixOwnsPath } from '@work/shared-contracts';

// A croudie's announcement and the agreements waiting to be accepted load when opened: the first load of /work carries
// none of them, nor antd's Card (with its Tabs and Skeleton) that both render (ADR 0290, 0291).
const AgreementPage = lazy(() => import('../pages/AgreementPage').then((m) => ({ default: m.AgreementPage })));
const AnnouncementPage = lazy(() => import('../pages/announcement/AnnouncementPage').then((m) => ({ default: m.AnnouncementPage })));

/** Pages the shell itself shows inside the app layout (no remote owns them); Shell renders them in a Suspense. */
export const SHELL_PAGES: readonly { path: string; page: ComponentType }[] = [
  { path: '/agreement', page: AgreementPage },
  { path: '/announcement', page: AnnouncementPage },
];

export function shellPageFor(pathname: string): ComponentType | null {
  return SHELL_PAGES.find((p) => prefixOwnsPath(p.path, pathname))?.page ?? null;
}
