import { describe, expect, it, vi } from 'vitest';
import type { DocumentNode } from 'graphql';
import type { MountProps } from '@work/shared-contracts';
import { preloadPage } from './preloadPage';

vi.mock('../routes/WorkRoute', () => ({ WorkRoute: () => null }));

/** The operations (name and variables) a mount on `path` sends before rendering, as they are sent. */
function preloaded(kind: 'CROUDIE' | 'USER', path: string) {
  const sent: Array<{ name: string; variables: unknown }> = [];
  const client = {
    query: (doc: DocumentNode, variables: unknown) => {
      const op = doc.definitions.find((d) => d.kind === 'OperationDefinition');
      sent.push({ name: op && 'name' in op ? (op.name?.value ?? '') : '', variables });
      return { toPromise: () => Promise.resolve({}) };
    },
  };
  const session = { getSnapshot: () => ({ me: { kind } }), subscribe: () => () => undefined };
  preloadPage({ client, session } as unknown as MountProps, path);
  return sent;
}

describe('preloadPage (render-as-you-fetch on /work)', () => {
  it('sends the task list with the variables the table starts with, and the client filter options', async () => {
    const sent = preloaded('USER', '/work');
    expect(sent).toEqual([
      { name: 'MyTasks', variables: { pagination: { page: 1, limit: 10 }, sort: { field: 'id', direction: 'DESC' } } },
      { name: 'ClientOptions', variables: {} },
    ]);
  });

  it("adds a croudie's dashboard", async () => {
    const sent = preloaded('CROUDIE', '/work');
    // the dashboard's queries follow once their small chunk has loaded
    await vi.waitFor(() => expect(sent).toHaveLength(6), { timeout: 5000 });
    expect(sent.map((s) => s.name)).toEqual([
      'MyTasks',
      'ClientOptions',
      'FreelancerCurrentTasks',
      'FreelancerCurrentJobs',
      'FreelancerCompletedWork',
      'FreelancerOpportunities',
    ]);
  });

  it('sends nothing on other pages', async () => {
    const sent = preloaded('CROUDIE', '/work/task/1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toEqual([]);
  });
});
