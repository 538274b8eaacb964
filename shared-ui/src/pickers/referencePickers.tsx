import { graphql, type PickerConnection, type PickerListVariables } from './graphql';
import { ServerPicker, type PickerProps } from './ServerPicker';
import { BY_NAME, listSource, pickerTexts } from './source';

// The reference data of settings (ADR 0256), by name. Values are ids.

type Named = { id: string; name: string };
const named = (node: Named) => ({ value: node.id, label: node.name });

export const VerticalPickerQuery = graphql<{ verticals: PickerConnection<Named> }, PickerListVariables>(`
  query VerticalPicker($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    verticals(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const verticals = listSource(VerticalPickerQuery, 'verticals', named, { sort: BY_NAME });

/** An industry vertical; value: its id. */
export function VerticalPicker(props: PickerProps) {
  return <ServerPicker {...props} source={verticals} texts={pickerTexts('vertical')} />;
}

export const ChannelTypePickerQuery = graphql<{ channelTypes: PickerConnection<Named> }, PickerListVariables>(`
  query ChannelTypePicker($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    channelTypes(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const channelTypes = listSource(ChannelTypePickerQuery, 'channelTypes', named, { sort: BY_NAME });

/** A channel type; value: its id. */
export function ChannelTypePicker(props: PickerProps) {
  return <ServerPicker {...props} source={channelTypes} texts={pickerTexts('channelType')} />;
}

export const QualificationPickerQuery = graphql<{ qualifications: PickerConnection<Named> }, PickerListVariables>(`
  query QualificationPicker($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    qualifications(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const qualifications = listSource(QualificationPickerQuery, 'qualifications', named, { sort: BY_NAME });

/** A qualification; value: its id. */
export function QualificationPicker(props: PickerProps) {
  return <ServerPicker {...props} source={qualifications} texts={pickerTexts('qualification')} />;
}

export const VerificationPickerQuery = graphql<{ verifications: PickerConnection<Named> }, PickerListVariables>(`
  query VerificationPicker($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    verifications(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const verifications = listSource(VerificationPickerQuery, 'verifications', named, { sort: BY_NAME });

/** A verification croudies can be given (settings › verifications); value: its id. */
export function VerificationPicker(props: PickerProps) {
  return <ServerPicker {...props} source={verifications} texts={pickerTexts('verification')} />;
}

export const OfficePickerQuery = graphql<{ offices: PickerConnection<Named> }, PickerListVariables>(`
  query OfficePicker($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    offices(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const offices = listSource(OfficePickerQuery, 'offices', named, { sort: BY_NAME });

/** An office of the agency; value: its id. */
export function OfficePicker(props: PickerProps) {
  return <ServerPicker {...props} source={offices} texts={pickerTexts('office')} />;
}

type Team = Named & { office: { name: string } };
export const TeamPickerQuery = graphql<{ teams: PickerConnection<Team> }, PickerListVariables>(`
  query TeamPicker($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    teams(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
        office {
          name
        }
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
// team names repeat across offices ("Paid Search" in London and Dublin), so each shows its office under its name
const teams = listSource(TeamPickerQuery, 'teams', (team) => ({ ...named(team), description: team.office.name }), { sort: BY_NAME });

/** A team of the agency (settings › teams); value: its id. */
export function TeamPicker(props: PickerProps) {
  return <ServerPicker {...props} source={teams} texts={pickerTexts('team')} />;
}
