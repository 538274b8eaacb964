import { graphql, type ResultOf } from '../../graphql';

/** What the client page shows: the client's name and state and its active channels. */
export const ClientQuery = graphql(`
  query ClientPage($id: ID!) {
    client(id: $id) {
      id
      name
      state
      channels {
        id
        name
        state
      }
    }
  }
`);

export type ClientPageData = NonNullable<ResultOf<typeof ClientQuery>['client']>;
export type ClientState = ClientPageData['state'];
