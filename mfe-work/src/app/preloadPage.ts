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
  void import('../routes/WorkRoute');
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
