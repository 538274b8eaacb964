import { requireSignedIn } from '../../kit/auth/index.js';
import type { RequestContext } from '../../kit/context.js';
import { conflict, notFound } from '../../kit/errors.js';
import { withStatus, type Router } from '../../kit/http/index.js';
import * as v from 'valibot';
import { parseInput } from '../../kit/validation.js';
import { findChannel, listClients, loadAccess, loadClientsByIds, requestAccess } from './clients.data.js';
import { accessRequestState, CLIENT_STATES } from './clients.rules.js';

/** Query string of GET /clients (the search box and the journal client picker). */
const ClientListQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'search is at most 200 characters'))),
  state: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(CLIENT_STATES, `state must be a comma-separated list of ${CLIENT_STATES.join(', ')}`)),
    ),
  ),
  access_granted: v.optional(v.picklist(['true', 'false'], 'access_granted must be true or false')),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('limit must be a whole number'),
      v.minValue(1),
      v.maxValue(100, 'limit must be at most 100'),
    ),
    '10',
  ),
  offset: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('offset must be a whole number'), v.minValue(0)), '0'),
  ordering: v.optional(v.picklist(['name', '-name'], 'ordering must be name or -name'), 'name'),
});

const ID = /^[1-9][0-9]{0,9}$/;

async function clientOrNotFound(context: RequestContext, idParam: string | undefined) {
  if (!idParam || !ID.test(idParam)) throw notFound('Client');
  const [client] = await loadClientsByIds(context.db, [Number(idParam)]);
  if (!client) throw notFound('Client');
  return client;
}

export function registerClientRoutes(router: Router<RequestContext>): void {
  router.get('/clients', async ({ query, context }) => {
    const viewer = requireSignedIn(context.auth);
    const known = ['search', 'state', 'access_granted', 'limit', 'offset', 'ordering'];
    const q = parseInput(ClientListQuery, Object.fromEntries([...query.entries()].filter(([k]) => known.includes(k))));
    const { nodes, total } = await listClients(
      context.db,
      { search: q.search || null, states: q.state ?? null, grantedTo: q.access_granted === 'true' ? viewer.principalId : null },
      { page: 1, limit: q.limit, offset: q.offset },
      q.ordering === '-name' ? 'DESC' : 'ASC',
    );
    const access = await loadAccess(
      context.db,
      viewer.principalId,
      nodes.map((c) => c.id),
    );
    return {
      total,
      results: nodes.map((c, i) => ({ id: c.id, name: c.name, state: c.state, access_granted: access[i] === 'granted' })),
    };
  });

  router.get('/channels/:id', async ({ params, context }) => {
    requireSignedIn(context.auth);
    if (!params.id || !ID.test(params.id)) throw notFound('Channel');
    const channel = await findChannel(context.db, Number(params.id));
    if (!channel) throw notFound('Channel');
    return {
      id: channel.id,
      name: channel.name,
      slug: channel.slug,
      state: channel.state,
      client_id: channel.clientId,
      meta: channel.meta,
    };
  });

  router.get('/clients/:id', async ({ params, context }) => {
    const viewer = requireSignedIn(context.auth);
    const client = await clientOrNotFound(context, params.id);
    const [access = null] = await loadAccess(context.db, viewer.principalId, [client.id]);
    return {
      id: client.id,
      name: client.name,
      state: client.state,
      access_granted: access === 'granted',
      access_level: access === 'restricted' ? 'restricted' : null,
      client_user_permission_access: access === 'pending' ? 'pending' : null,
    };
  });

  router.post('/clients/:id/client-user-permissions/request-access', async ({ params, context }) => {
    const viewer = requireSignedIn(context.auth);
    const client = await clientOrNotFound(context, params.id);
    const [access = null] = await loadAccess(context.db, viewer.principalId, [client.id]);
    const state = accessRequestState(access);
    if (state === 'UNABLE_TO_REQUEST') throw conflict('Access to this client is restricted; please contact the access team');
    if (state === 'GRANTED') throw conflict('You already have access to this client');
    if (state === 'REQUESTED') throw conflict('Access has already been requested');
    await requestAccess(context.db, viewer.principalId, client.id, context.clock.now());
    return withStatus(202, { client_user_permission_access: 'pending' });
  });
}
