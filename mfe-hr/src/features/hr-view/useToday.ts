import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { todayIn } from '@work/shared-ui/dates';
import { HrPlatformNowQuery } from './today.graphql';

/**
 * Today (an ISO day) in the signed-in person's timezone by the platform clock; null until the clock has answered, so a
 * page does not ask for one week and then another. Without an answer the browser's clock stands in.
 */
export function useToday(): string | null {
  const session = useSession();
  const [{ data, fetching, error }] = useQuery({ query: HrPlatformNowQuery, requestPolicy: 'cache-first' });
  if (!data && fetching && !error) return null;
  return todayIn(session.me.timezone, data?.platformNow ? new Date(data.platformNow) : new Date());
}
