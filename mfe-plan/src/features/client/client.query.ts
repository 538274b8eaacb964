import { graphql, type ResultOf } from '../../graphql';

/**
 * The client page's header, details and channels: one request. The staff fields (`details` and the lists below) are
 * refused to anyone else, which the page shows as "Client not found".
 */
export const ClientQuery = graphql(`
  query ClientPage($id: ID!) {
    client(id: $id) {
      id
      name
      state
      details {
        entityId
        createdAt
        croudiesWithAccessCount
        channels {
          id
          name
          state
        }
      }
    }
  }
`);

export type ClientPageData = NonNullable<ResultOf<typeof ClientQuery>['client']>;
export type ClientState = ClientPageData['state'];
export type ClientChannel = ClientPageData['details']['channels'][number];

export const ClientProjectsQuery = graphql(`
  query ClientProjects($id: ID!) {
    client(id: $id) {
      id
      projects {
        id
        name
        status
        year
        quarter
        owner {
          id
          fullName
        }
      }
    }
  }
`);
export type ClientProject = NonNullable<ResultOf<typeof ClientProjectsQuery>['client']>['projects'][number];

export const ClientJobsQuery = graphql(`
  query ClientJobs($id: ID!, $pagination: PaginationInput) {
    client(id: $id) {
      id
      jobs(pagination: $pagination) {
        nodes {
          id
          name
          status
          dueAt
          channel {
            id
            name
          }
          owner {
            id
            fullName
          }
        }
        pagination {
          total
          page
          limit
        }
      }
    }
  }
`);
export type ClientJob = NonNullable<ResultOf<typeof ClientJobsQuery>['client']>['jobs']['nodes'][number];

export const ClientAccessHoldersQuery = graphql(`
  query ClientCroudiesWithAccess($id: ID!, $pagination: PaginationInput, $search: String) {
    client(id: $id) {
      id
      croudiesWithAccess(pagination: $pagination, search: $search) {
        nodes {
          croudieId
          fullName
          since
        }
        pagination {
          total
          page
          limit
        }
      }
    }
  }
`);
export type ClientAccessHolder = NonNullable<ResultOf<typeof ClientAccessHoldersQuery>['client']>['croudiesWithAccess']['nodes'][number];

export const ClientPendingRequestsQuery = graphql(`
  query ClientPendingAccessRequests($id: ID!) {
    client(id: $id) {
      id
      pendingAccessRequests {
        croudieId
        fullName
        requestedAt
      }
    }
  }
`);
export type ClientAccessRequest = NonNullable<ResultOf<typeof ClientPendingRequestsQuery>['client']>['pendingAccessRequests'][number];

// The answers carry the client's pending requests again, so a normalised cache (the host's) shows the change at once.
export const ApproveClientAccessMutation = graphql(`
  mutation ApproveClientAccess($clientId: ID!, $croudieId: ID!) {
    approveClientAccess(clientId: $clientId, croudieId: $croudieId) {
      id
      pendingAccessRequests {
        croudieId
        fullName
        requestedAt
      }
      details {
        croudiesWithAccessCount
      }
    }
  }
`);

export const DeclineClientAccessMutation = graphql(`
  mutation DeclineClientAccess($clientId: ID!, $croudieId: ID!) {
    declineClientAccess(clientId: $clientId, croudieId: $croudieId) {
      id
      pendingAccessRequests {
        croudieId
        fullName
        requestedAt
      }
    }
  }
`);
