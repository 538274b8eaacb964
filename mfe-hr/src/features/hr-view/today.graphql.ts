import { graphql } from '../../graphql';

/** The platform clock (moved outside production): "today" of the HR view's defaults and dashboard. */
export const HrPlatformNowQuery = graphql(`
  query HrPlatformNow {
    platformNow
  }
`);
