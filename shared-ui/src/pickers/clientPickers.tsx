import { useMemo } from 'react';
import { graphql, type PickerConnection, type PickerListVariables } from './graphql';
import { ServerPicker, type PickerProps } from './ServerPicker';
import { listSource, pickerTexts } from './source';

type Client = { id: string; name: string };

export const ClientPickerQuery = graphql<{ clients: PickerConnection<Client> }, PickerListVariables>(`
  query ClientPicker($filters: ClientFilters, $pagination: PaginationInput) {
    clients(filters: $filters, pagination: $pagination) {
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
const clients = listSource(ClientPickerQuery, 'clients', (c: Client) => ({ value: c.id, label: c.name }));

/** A client, by name; value: its id. */
export function ClientPicker(props: PickerProps) {
  return <ServerPicker {...props} source={clients} texts={pickerTexts('client')} />;
}

type Channel = { id: string; name: string; client: { id: string; name: string } };

export const ChannelPickerQuery = graphql<{ channels: PickerConnection<Channel> }, PickerListVariables>(`
  query ChannelPicker($filters: ChannelFilters, $pagination: PaginationInput) {
    channels(filters: $filters, pagination: $pagination) {
      nodes {
        id
        name
        client {
          id
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

export type ChannelPickerProps = PickerProps & {
  /** Only this client's channels; without one, every client's (each with its client's name under it). */
  clientId?: string | null;
};

/** A channel, by name; value: its id. Inactive channels are not offered (a held one is still labelled). */
export function ChannelPicker({ clientId, ...props }: ChannelPickerProps) {
  const source = useMemo(
    () =>
      listSource(
        ChannelPickerQuery,
        'channels',
        (c: Channel) => ({ value: c.id, label: c.name, description: clientId ? undefined : c.client.name }),
        { filters: clientId ? { clientId } : {} },
      ),
    [clientId],
  );
  return <ServerPicker {...(props as PickerProps)} source={source} texts={pickerTexts('channel')} />;
}
