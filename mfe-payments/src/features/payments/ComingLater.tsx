import { LaterReleaseNotice } from '@work/shared-ui';

/** This area is built in its own issue; until then the page says so instead of showing made-up data. */
export function ComingLater({ area }: { area: string }) {
  return <LaterReleaseNotice area={area} />;
}
