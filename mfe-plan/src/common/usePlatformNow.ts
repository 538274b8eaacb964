import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { todayIn } from '@work/shared-ui/dates';
import { graphql } from '../graphql';

/** The platform clock: one document for the plan page and its forms, so they share one cached answer. */
export const PlanNowQuery = graphql(`
  query PlanNow {
    platformNow
  }
`);

/**
 * Now by the platform clock and today in the signed-in person's zone (the plan's range and Today marker, the forms'
 * defaults); null until the clock has answered, so nothing asks for one range and then another. Without an answer the
 * browser's clock stands in.
 */
export function usePlatformNow(): { now: Date; today: string } | null {
  const session = useSession();
  const [{ data, fetching, error }] = useQuery({ query: PlanNowQuery, requestPolicy: 'cache-first' });
  if (!data && fetching && !error) return null;
  const now = data?.platformNow ? new Date(data.platformNow) : new Date();
  return { now, today: todayIn(session.me.timezone, now) };
}
