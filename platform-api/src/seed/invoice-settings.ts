import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { croudieInvoiceSettings } from '../modules/people/banners.tables.js';
import { croudies } from '../modules/people/people.tables.js';

const STREETS = ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Park Avenue'];

/** A valid (checksummed) German-format demo IBAN, different for each n: an account outside the UK is kept by its IBAN. */
export function demoIban(n: number): string {
  const bban = `37040044${String(n).padStart(10, '0')}`;
  // ISO 13616 check digits: 98 − (BBAN + "DE00", letters as numbers D=13 E=14) mod 97.
  const check = 98 - Number(BigInt(`${bban}131400`) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

/**
 * The payout account fields a complete demo account has: a sort code in the UK, an IBAN anywhere else (whose last four
 * digits are then the account's).
 */
export function demoAccount(
  countryCode: string | null,
  n: number,
): { sortCode: string | null; iban: string | null; bankAccountLast4?: string } {
  if (countryCode === 'GB') return { sortCode: String(100000 + ((n * 7717) % 900000)), iban: null };
  const iban = demoIban(n);
  return { sortCode: null, iban, bankAccountLast4: iban.slice(-4) };
}

/**
 * Invoice settings of the active and inactive croudies, complete except croudie.us's (platform-contract.md: US with no
 * US state, invoice settings need updating). Pending croudies have none yet.
 */
export async function seedInvoiceSettings(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const rows = (await db.select().from(croudies).orderBy(croudies.id)).filter((c) => c.status === 'active' || c.status === 'inactive');
  if (rows.length === 0) return;
  await db.insert(croudieInvoiceSettings).values(
    rows.map((c) => ({
      croudieId: c.id,
      billingName: `${c.firstName} ${c.lastName}`,
      addressLine1: `${(c.id % 90) + 1} ${STREETS[c.id % STREETS.length]}`,
      city: c.city ?? (c.countryCode === 'US' ? 'Springfield' : 'Townsville'),
      postcode: c.countryCode === 'US' ? String(10000 + c.id * 37) : `AB${c.id % 10} ${c.id % 9}CD`,
      countryCode: c.countryCode,
      usState: c.email === 'croudie.us@example.com' ? null : c.usState,
      bankAccountName: `${c.firstName} ${c.lastName}`,
      bankAccountLast4: String(1000 + ((c.id * 7919) % 9000)),
      ...demoAccount(c.countryCode, c.id),
      updatedAt: now,
    })),
  );
}
