import { useEffect, useMemo, useState } from 'react';
import { useQuery, type CombinedError } from 'urql';
import { AnnouncementAudienceQuery, type AudienceInput } from './announcements.graphql';

/** The count waits for a pause in the filters' changes (the pickers' debounce, shell-and-freelancer.md §9). */
export const AUDIENCE_DEBOUNCE_MS = 500;

export interface AudienceCount {
  count: number | null;
  /** a change is waiting for its count */
  counting: boolean;
  error: CombinedError | undefined;
}

/** How many croudies `audience` matches now (announcementAudience), asked once the filters stop changing. */
export function useAudienceCount(audience: AudienceInput): AudienceCount {
  const key = JSON.stringify(audience);
  const [asked, setAsked] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), AUDIENCE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const variables = useMemo(() => ({ audience: JSON.parse(asked) as AudienceInput }), [asked]);
  // croudies join and change: a count from the cache is shown while the server's comes
  const [{ data, fetching, error }] = useQuery({ query: AnnouncementAudienceQuery, variables, requestPolicy: 'cache-and-network' });
  return { count: data?.announcementAudience ?? null, counting: fetching || asked !== key, error };
}
