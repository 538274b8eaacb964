import { requireSignedIn } from "../../kit/auth/index.js";
import type { RequestContext } from "../../kit/context.js";
import { conflict, notFound } from "../../kit/errors.js";
import { withStatus, type Router } from "../../kit/http/index.js";
import { loadAccess, loadClientsByIds, requestAccess } from "./clients.data.js";
import { accessRequestState } from "./clients.rules.js";

const ID = /^[1-9][0-9]{0,9}$/;

async function clientOrNotFound(context: RequestContext, idParam: string | undefined) {
  if (!idParam || !ID.test(idParam)) throw notFound("Client");
  const [client] = await loadClientsByIds(context.db, [Number(idParam)]);
  if (!client) throw notFound("Client");
  return client;
}

export function registerClientRoutes(router: Router<RequestContext>): void {
  router.get("/clients/:id", async ({ params, context }) => {
    const viewer = requireSignedIn(context.auth);
    const client = await clientOrNotFound(context, params.id);
    const [access = null] = await loadAccess(context.db, viewer.principalId, [client.id]);
    return {
      id: client.id,
      name: client.name,
      state: client.state,
      access_granted: access === "granted",
      access_level: access === "restricted" ? "restricted" : null,
      client_user_permission_access: access === "pending" ? "pending" : null,
    };
  });

  router.post("/clients/:id/client-user-permissions/request-access", async ({ params, context }) => {
    const viewer = requireSignedIn(context.auth);
    const client = await clientOrNotFound(context, params.id);
    const [access = null] = await loadAccess(context.db, viewer.principalId, [client.id]);
    const state = accessRequestState(access);
    if (state === "UNABLE_TO_REQUEST") throw conflict("Access to this client is restricted; please contact the access team");
    if (state === "GRANTED") throw conflict("You already have access to this client");
    if (state === "REQUESTED") throw conflict("Access has already been requested");
    await requestAccess(context.db, viewer.principalId, client.id, context.clock.now());
    return withStatus(202, { client_user_permission_access: "pending" });
  });
}
