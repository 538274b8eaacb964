import type { ComponentType } from 'react';
import { prefixOwnsPath } from '@work/shared-contracts';
import { AgreementPage } from '../pages/AgreementPage';

/** Pages the shell itself shows inside the app layout (no remote owns them). */
export const SHELL_PAGES: readonly { path: string; page: ComponentType }[] = [{ path: '/agreement', page: AgreementPage }];

export function shellPageFor(pathname: string): ComponentType | null {
  return SHELL_PAGES.find((p) => prefixOwnsPath(p.path, pathname))?.page ?? null;
}
