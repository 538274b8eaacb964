import { useQuery, type DocumentInput } from 'urql';
import { useGridState, type GridStateOptions, type GridVariables } from '@work/shared-ui/data-grid';

interface Connection<Row> {
  nodes: readonly Row[];
  pagination: { total: number };
}

/**
 * A settings list's grid state (kept in the URL) and its server-paged query, in the shape ReferenceListPage takes:
 * `query` is the list's document, `connectionOf` picks its connection (`data.verticals`) out of the answer.
 */
export function useReferenceList<Data, Row, F extends string = never>(
  query: DocumentInput<Data, GridVariables<F>>,
  connectionOf: (data: Data) => Connection<Row>,
  options: GridStateOptions<F>,
) {
  const grid = useGridState(options);
  const [{ data, fetching, error }, refetch] = useQuery({ query, variables: grid.variables });
  const list = data ? connectionOf(data) : undefined;
  return {
    grid,
    result: {
      rows: list?.nodes ?? [],
      total: list?.pagination.total ?? 0,
      fetching,
      error,
      refetch: () => refetch({ requestPolicy: 'network-only' }),
    },
  };
}
