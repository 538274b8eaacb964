import { requireSignedIn } from '../../kit/auth/index.js';
import type { RequestContext } from '../../kit/context.js';
import { conflict, forbidden, notFound } from '../../kit/errors.js';
import type { Router } from '../../kit/http/index.js';
import { findCroudie, updateCroudie, type CroudieRow } from './people.data.js';
import { usStateUpdateNeeded } from './people.rules.js';
import { minutesThisMonth } from './monthly-hours.data.js';

const ID = /^[1-9][0-9]{0,9}$/;

/** Offboarding transitions a croudie may take now (shell-and-freelancer.md §4 Offboarding banner). */
export function offboardingTransitions(croudie: CroudieRow, now: Date): { request_reactivation?: true; defer_auto_offboard?: true } {
  const out: { request_reactivation?: true; defer_auto_offboard?: true } = {};
  if (croudie.offboardAt && croudie.offboardAt.getTime() > now.getTime()) out.defer_auto_offboard = true;
  if (croudie.status === 'inactive') out.request_reactivation = true;
  return out;
}

function croudieJson(croudie: CroudieRow, now: Date, monthlyMinutes: number) {
  const base = `/api/platform/users/${croudie.id}/transitions`;
  const transitions = Object.fromEntries(
    Object.keys(offboardingTransitions(croudie, now)).map((name) => [name, { href: `${base}/${name}` }]),
  );
  return {
    id: croudie.id,
    total_monthly_minutes: monthlyMinutes,
    entity_type: croudie.entityType,
    offboard_at: croudie.offboardAt?.toISOString() ?? null,
    state: croudie.status,
    country_code: croudie.countryCode,
    us_state: croudie.usState,
    us_state_update_needed: usStateUpdateNeeded(croudie),
    links: { transitions },
  };
}

/** A croudie reads their own record; staff read anyone's. */
async function readableCroudie(context: RequestContext, idParam: string | undefined): Promise<CroudieRow> {
  const viewer = requireSignedIn(context.auth);
  if (!idParam || !ID.test(idParam)) throw notFound('User');
  const id = Number(idParam);
  if (viewer.kind !== 'USER' && !(viewer.kind === 'CROUDIE' && viewer.id === id)) throw forbidden();
  const croudie = await findCroudie(context.db, id);
  if (!croudie) throw notFound('User');
  return croudie;
}

export function registerPeopleRoutes(router: Router<RequestContext>): void {
  router.get('/users/:id', async ({ params, context }) => {
    const croudie = await readableCroudie(context, params.id);
    return croudieJson(croudie, context.clock.now(), await minutesThisMonth(context.db, croudie.id, context.clock.now()));
  });

  router.post('/users/:id/transitions/:name', async ({ params, context }) => {
    const viewer = requireSignedIn(context.auth);
    const croudie = await readableCroudie(context, params.id);
    if (viewer.kind !== 'CROUDIE') throw forbidden('Only the croudie can take this step');
    const now = context.clock.now();
    const allowed = offboardingTransitions(croudie, now);
    if (params.name === 'defer_auto_offboard' && allowed.defer_auto_offboard) {
      await updateCroudie(context.db, croudie.id, { offboardAt: null });
    } else if (params.name === 'request_reactivation' && allowed.request_reactivation) {
      await updateCroudie(context.db, croudie.id, { status: 'pending_reactivation' });
    } else if (params.name === 'defer_auto_offboard' || params.name === 'request_reactivation') {
      throw conflict(`The transition ${params.name} is not available`);
    } else {
      throw notFound('Transition');
    }
    const updated = await findCroudie(context.db, croudie.id);
    return croudieJson(updated!, now, await minutesThisMonth(context.db, croudie.id, now));
  });
}
