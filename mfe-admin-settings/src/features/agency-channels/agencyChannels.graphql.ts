import { graphql } from '../../graphql';

export const AgencyChannelsQuery = graphql(`
  query SettingsAgencyChannels($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    agencyChannels(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
        initials
        internal
        costCentres {
          billingEntity {
            id
            name
          }
          code
        }
      }
      pagination {
        total
      }
    }
  }
`);

export const BillingEntitiesQuery = graphql(`
  query SettingsBillingEntities {
    billingEntities {
      id
      name
      country
      currency
    }
  }
`);

export const CreateAgencyChannel = graphql(`
  mutation SettingsCreateAgencyChannel($agencyChannel: AgencyChannelInput!) {
    createAgencyChannel(agencyChannel: $agencyChannel) {
      id
    }
  }
`);

export const UpdateAgencyChannel = graphql(`
  mutation SettingsUpdateAgencyChannel($id: ID!, $agencyChannel: AgencyChannelInput!) {
    updateAgencyChannel(id: $id, agencyChannel: $agencyChannel) {
      id
    }
  }
`);

export const DeleteAgencyChannel = graphql(`
  mutation SettingsDeleteAgencyChannel($id: ID!) {
    deleteAgencyChannel(id: $id)
  }
`);
