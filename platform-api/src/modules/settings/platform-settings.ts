import { eq } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { platformSwitches } from './platform-settings.tables.js';

/** The platform's switches and their defaults. */
export const PLATFORM_SWITCHES = {
  /** Every croudie must keep 2-step verification on: disabling it is refused (staff-and-admin.md §6). */
  two_step_mandatory: false,
} as const;
export type PlatformSwitch = keyof typeof PLATFORM_SWITCHES;

export async function platformSwitch(db: Database, key: PlatformSwitch): Promise<boolean> {
  const [row] = await db.select({ enabled: platformSwitches.enabled }).from(platformSwitches).where(eq(platformSwitches.key, key));
  return row?.enabled ?? PLATFORM_SWITCHES[key];
}

export async function setPlatformSwitch(
  db: Database,
  change: { key: PlatformSwitch; enabled: boolean; updatedBy: string; at: Date },
): Promise<void> {
  const values = { enabled: change.enabled, updatedBy: change.updatedBy, updatedAt: change.at };
  await db
    .insert(platformSwitches)
    .values({ key: change.key, ...values })
    .onConflictDoUpdate({ target: platformSwitches.key, set: values });
}
