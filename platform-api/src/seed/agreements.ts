import { ne } from 'drizzle-orm';
import { DAY_MS, type Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { principalIdOf } from '../modules/people/people.rules.js';
import { agreementAcceptances, agreements, croudies } from '../modules/people/people.tables.js';

export const AGREEMENT_WAITING_EMAIL = 'croudie.agreement@example.com';

/**
 * The current freelancer agreement: every croudie has accepted it except croudie.agreement@example.com, who meets
 * the /agreement page at sign-in (platform-contract.md demo accounts).
 */
export async function seedAgreements(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const publishedAt = new Date(now.getTime() - 30 * DAY_MS);
  const [agreement] = await db
    .insert(agreements)
    .values({
      title: 'Freelancer agreement',
      version: '2026.1',
      publishedAt,
      body: [
        'This agreement sets out how you take on and deliver tasks through the network.',
        'You confirm that the work you submit is your own, that you keep client information confidential, and that you invoice only for work that was accepted.',
        'Either side may end the agreement at any time; tasks already accepted are completed or handed back.',
      ].join('\n\n'),
    })
    .returning({ id: agreements.id });
  const others = await db.select({ id: croudies.id }).from(croudies).where(ne(croudies.email, AGREEMENT_WAITING_EMAIL));
  if (!agreement || others.length === 0) return;
  await db
    .insert(agreementAcceptances)
    .values(others.map((c) => ({ agreementId: agreement.id, principalId: principalIdOf('CROUDIE', c.id), acceptedAt: publishedAt })));
}
