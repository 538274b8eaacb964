import { graphql } from '../../graphql';

export const ChannelTypesQuery = graphql(`
  query SettingsChannelTypes($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    channelTypes(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
        slug
        entityId
      }
      pagination {
        total
      }
    }
  }
`);

export const CreateChannelType = graphql(`
  mutation SettingsCreateChannelType($channelType: ChannelTypeInput!) {
    createChannelType(channelType: $channelType) {
      id
    }
  }
`);

export const UpdateChannelType = graphql(`
  mutation SettingsUpdateChannelType($id: ID!, $channelType: ChannelTypeInput!) {
    updateChannelType(id: $id, channelType: $channelType) {
      id
      name
      slug
    }
  }
`);

export const DeleteChannelType = graphql(`
  mutation SettingsDeleteChannelType($id: ID!) {
    deleteChannelType(id: $id)
  }
`);
