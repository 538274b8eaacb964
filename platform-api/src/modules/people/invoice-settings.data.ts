import { and, eq } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { croudieInvoiceSettings } from './banners.tables.js';
import { croudies } from './people.tables.js';

export type InvoiceSettingsValues = Omit<typeof croudieInvoiceSettings.$inferInsert, 'croudieId' | 'updatedAt'>;

/**
 * Saves a croudie's invoice settings (one row per croudie, replaced whole). A US billing address of a croudie whose
 * profile is in the US also gives the profile its state, so the us-state-update-needed banner goes with it.
 */
export async function saveInvoiceSettings(db: Database, croudieId: number, values: InvoiceSettingsValues, at: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(croudieInvoiceSettings)
      .values({ ...values, croudieId, updatedAt: at })
      .onConflictDoUpdate({ target: croudieInvoiceSettings.croudieId, set: { ...values, updatedAt: at } })
      .returning();
    if (values.countryCode === 'US' && values.usState) {
      await tx
        .update(croudies)
        .set({ usState: values.usState })
        .where(and(eq(croudies.id, croudieId), eq(croudies.countryCode, 'US')));
    }
    return row!;
  });
}
