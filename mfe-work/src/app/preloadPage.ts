import type { MountProps } from '@work/shared-contracts';
import { ClientOptionsQuery, MyTasksQuery } from '../features/my-tasks/myTasks.query';
import { INITIAL_TABLE_STATE, variablesFor } from '../features/my-tasks/taskTable';

/**
 * Render-as-you-fetch for the page people land on (issue 15, ADR 0254). When mfe-work mounts on /work, the page's code
 * and its first queries start at once, instead of each query leaving only once its component's code has loaded and
 * rendered. Each component's useQuery then finds its answer in flight (urql shares the operation) or in the cache. The
 * variables are the ones the components start with.
 */
export function preloadPage({ client, session }: MountProps, pathname: string = window.location.pathname): void {
  if (pathname !== '/work') return;
  preloadPageCode(pathname);
  void client.query(MyTasksQuery, variablesFor(INITIAL_TABLE_STATE)).toPromise();
  void client.query(ClientOptionsQuery, {}).toPromise();
  // a croudie's /work opens with their dashboard (routes/WorkRoute.tsx)
  if (session.getSnapshot().me.kind === 'CROUDIE') {
    void import('../features/dashboard/dashboard.query').then((q) => {
      for (const query of [
        q.FreelancerCurrentTasksQuery,
        q.FreelancerCurrentJobsQuery,
        q.FreelancerCompletedWorkQuery,
        q.FreelancerOpportunitiesQuery,
      ])
        void client.query(query, {}).toPromise();
    });
  }
}

/** The code of the page people land on. */
function preloadPageCode(pathname: string): void {
  if (pathname === '/work') void import('../routes/WorkRoute');
}

// ...and that code starts loading as soon as this remote's app module runs (lifecycles.tsx imports this module): the
// shell loads that module while it is still rendering itself, before it mounts the remote (ADR 0291), so the page's
// chunk and the antd components it renders are on their way by the time preloadPage's queries are sent. (Outside a
// browser page, in unit tests, there is no location and nothing loads.)
preloadPageCode(globalThis.location?.pathname ?? '');
