import { must, type ApiSession } from './api';

// What journeys of the plan and of task authoring set up through the API (issues 20 and 21).

export interface OwnClient {
  id: string;
  name: string;
  channel: { id: string; name: string };
  /** the signed-in staff member's user id (the owner of what the journey creates) */
  ownerId: string;
}

/** Today in London by the platform clock (the plan's days are London days). */
export async function platformToday(api: ApiSession): Promise<string> {
  const { platformNow } = await must(api.graphql<{ platformNow: string }>('{ platformNow }'));
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(platformNow));
}

/** A demo client with an active channel (the job form needs one, §5), and staff.admin's user id. */
export async function clientWithChannel(api: ApiSession): Promise<OwnClient> {
  const { me, clients } = await must(
    api.graphql<{
      me: { id: string };
      clients: { nodes: { id: string; name: string; channels: { id: string; name: string; state: string }[] }[] };
    }>('{ me { id } clients(pagination: { limit: 25 }) { nodes { id name channels { id name state } } } }'),
  );
  // the last one with an active channel: the Gantt journey takes the first
  for (const client of [...clients.nodes].reverse()) {
    const channel = client.channels.find((c) => c.state === 'active');
    if (channel) return { id: client.id, name: client.name, channel: { id: channel.id, name: channel.name }, ownerId: me.id };
  }
  throw new Error('no demo client with an active channel');
}
