import { type Tenant, plainOrigin, tenantOf, tenantOrigin } from './env';
import { request } from './http';
import { grantTokens } from './session';
import type { GraphQLResult } from './graphql';

// The platform's API as one person, from the test process (no browser): for a journey to set up the data it owns
// (its own account, notification, announcement …) and to check what the server stored.

export interface ApiSession {
  email: string;
  graphql<T = unknown>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult<T>>;
}

async function postGraphql<T>(
  origin: string,
  query: string,
  variables: Record<string, unknown>,
  accessToken?: string,
  localAddress?: string,
): Promise<GraphQLResult<T>> {
  const res = await request(`${origin}/api/graphql`, {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  if (res.status >= 500) throw new Error(`GraphQL answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.json<GraphQLResult<T>>();
}

/** Signs in as `email` by the identity API (support/session.ts) and answers GraphQL as that person. */
export async function apiAs(email: string, opts: { tenant?: Tenant; password?: string } = {}): Promise<ApiSession> {
  const origin = tenantOrigin(opts.tenant ?? tenantOf(email));
  const { accessToken } = await grantTokens(email, opts);
  return { email, graphql: (query, variables = {}) => postGraphql(origin, query, variables, accessToken) };
}

/** The throwing form for set-up steps: the data, or an error naming the operation's GraphQL errors. */
export async function must<T>(result: Promise<GraphQLResult<T>>): Promise<T> {
  const { data, errors } = await result;
  if (errors?.length || !data) throw new Error(`GraphQL set-up failed: ${JSON.stringify(errors)}`);
  return data;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The newest e-mail to `to` with `subject` in the dev outbox (platform-contract.md), waiting for it up to 15 s. */
export async function latestMail(to: string, subject: string): Promise<Mail> {
  const until = Date.now() + 15_000;
  for (;;) {
    const outbox = (await request(`${plainOrigin}/api/dev/outbox`)).json<Mail[]>();
    const found = outbox.filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.subject === subject).at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no "${subject}" e-mail to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const linkIn = (mail: Mail): URL => new URL(mail.text.match(/https?:\/\/\S+/)![0]!);

export interface OwnCroudie {
  email: string;
  password: string;
  /** croudie-network:croudies:N */
  principalId: string;
  /** N, the id croudie mutations take */
  croudieId: string;
}

let counter = 0;

/**
 * A croudie of the journey's own, made the way a person becomes one: registration, the create-password link from the
 * outbox, then (unless `status` is pending) staff.admin sets the status. For journeys that end sessions or change an
 * account, so no other journey's account is touched.
 */
export async function createCroudie(
  opts: { status?: 'pending' | 'active'; label?: string; firstName?: string; lastName?: string } = {},
): Promise<OwnCroudie> {
  const network = tenantOrigin('network');
  counter += 1;
  const email = `e2e.${opts.label ?? 'croudie'}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
  // Registration is throttled per caller address (10 an hour): each journey's croudie registers from a loopback
  // address of its own, as each new person does from their own machine.
  const from = `127.0.${(process.pid % 250) + 1}.${(counter % 250) + 2}`;
  await must(
    postGraphql(
      network,
      'mutation Register($input: RegisterCroudieInput!) { registerCroudie(input: $input) { email } }',
      { input: { firstName: opts.firstName ?? 'Journey', lastName: opts.lastName ?? 'Owned', email, acceptTerms: true } },
      undefined,
      from,
    ),
  );
  const token = linkIn(await latestMail(email, 'Create your password')).searchParams.get('token');
  const password = 'Journey-Password-2026!';
  const created = await request(`${network}/api/identity/password/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  if (created.status !== 200) throw new Error(`creating the password for ${email} failed (${created.status}): ${created.text}`);
  const croudie = await apiAs(email, { password });
  const me = await must(
    croudie.graphql<{ me: { principalId: string; agreementsWaiting: { id: string }[] } }>(
      '{ me { principalId agreementsWaiting { id } } }',
    ),
  );
  const principalId = me.me.principalId;
  // a new croudie accepts the freelancer agreement first (the agreement journey covers that screen)
  for (const { id } of me.me.agreementsWaiting) {
    await must(croudie.graphql('mutation Accept($id: ID!) { acceptAgreement(agreementId: $id) { id } }', { id }));
  }
  const croudieId = principalId.split(':').at(-1)!;
  if ((opts.status ?? 'active') === 'active') {
    const staff = await apiAs('staff.admin@example.com');
    await must(
      staff.graphql('mutation Status($id: ID!) { updateCroudieStatus(croudieId: $id, status: active) { id } }', { id: croudieId }),
    );
    await must(
      staff.graphql('mutation Roles($id: ID!) { updateCroudieRoles(croudieId: $id, roles: ["croudie-active"]) { id } }', { id: croudieId }),
    );
  }
  return { email, password, principalId, croudieId };
}

export interface OwnPendingStaffUser {
  id: string;
  email: string;
  fullName: string;
  lastName: string;
}

export interface OwnStaffUser extends OwnPendingStaffUser {
  password: string;
}

/**
 * A pending staff user of the journey's own (no password yet), onboarded by hr.user in a London office (their "today"
 * is London's, as the journeys reckon it). The seeded staff.N have no sign-in, and the demo accounts' journals and
 * availability are read by other journeys.
 */
export async function onboardStaffUser(opts: { label: string; roles?: string[] }): Promise<OwnPendingStaffUser> {
  const hr = await apiAs('hr.user@example.com');
  const { offices, teams } = await must(
    hr.graphql<{ offices: { nodes: { id: string; timezone: string }[] }; teams: { nodes: { id: string }[] } }>(
      '{ offices(pagination: { limit: 50 }) { nodes { id timezone } } teams(pagination: { limit: 1 }) { nodes { id } } }',
    ),
  );
  const office = offices.nodes.find((o) => o.timezone === 'Europe/London');
  if (!office) throw new Error('no office in Europe/London');
  counter += 1;
  const stamp = `${process.pid}${Date.now().toString(36)}${counter}`;
  const email = `e2e.${opts.label}.${stamp}@example.com`;
  const lastName = `${opts.label[0]!.toUpperCase()}${opts.label.slice(1)}${stamp}`;
  const { createUser } = await must(
    hr.graphql<{ createUser: { id: string; fullName: string } }>(
      'mutation Create($input: CreateUserInput!) { createUser(input: $input) { id fullName } }',
      {
        input: {
          email,
          firstName: 'Journey',
          lastName,
          officeId: office.id,
          teamId: teams.nodes[0]!.id,
          roles: opts.roles ?? ['fte_core'],
          termsAccepted: true,
        },
      },
    ),
  );
  return { id: createUser.id, email, fullName: createUser.fullName, lastName };
}

/** A staff user of the journey's own who can sign in: onboarded, their password set from the outbox link. */
export async function createStaffUser(opts: { label: string; roles?: string[] }): Promise<OwnStaffUser> {
  const user = await onboardStaffUser(opts);
  const { email } = user;
  const token = linkIn(await latestMail(email, 'Create your password')).searchParams.get('token');
  const password = 'Staff-Journey-Password-2026!';
  const created = await request(`${tenantOrigin('control')}/api/identity/password/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  if (created.status !== 200) throw new Error(`creating the password for ${email} failed (${created.status}): ${created.text}`);
  return { ...user, password };
}
