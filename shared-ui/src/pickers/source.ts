import type { TypedDocumentNode } from 'urql';
import { t, type TextKey } from './text';
import type { PickerConnection, PickerListVariables } from './graphql';
import type { PickerOption, PickerRequest, PickerSource, PickerTexts } from './ServerPicker';

/** Reference lists are newest first unless sorted (§9); a picker lists them by name. */
export const BY_NAME = { field: 'name', direction: 'ASC' } as const;

/**
 * The source of a picker whose query follows the list convention: `<list>(filters: { search, ids }, pagination, …)`
 * answering `{ nodes, pagination { total } }`. `extra` adds the picker's own variables (a sort, a client).
 */
export function listSource<Node, List extends string>(
  document: TypedDocumentNode<Record<List, PickerConnection<Node>>, PickerListVariables>,
  list: List,
  toOption: (node: Node) => PickerOption,
  extra: { filters?: Record<string, unknown>; sort?: { field: string; direction: 'ASC' | 'DESC' } } = {},
): PickerSource<Record<List, PickerConnection<Node>>, PickerListVariables> {
  return {
    document,
    variables: ({ search, ids, page, limit }: PickerRequest) => ({
      filters: { ...extra.filters, ...(ids ? { ids } : { search }) },
      pagination: { page, limit },
      ...(extra.sort ? { sort: extra.sort } : {}),
    }),
    read: (data) => ({ options: data[list].nodes.map(toOption), total: data[list].pagination.total }),
  };
}

type PickerName =
  | 'language'
  | 'country'
  | 'timezone'
  | 'user'
  | 'croudie'
  | 'client'
  | 'channel'
  | 'channelType'
  | 'vertical'
  | 'qualification'
  | 'verification'
  | 'office'
  | 'team';

/** A picker's words from shared-ui's catalogue (`ui.picker.<name>.label | placeholder | empty`). */
export function pickerTexts(name: PickerName): PickerTexts {
  return {
    label: t(`ui.picker.${name}.label` as TextKey),
    placeholder: t(`ui.picker.${name}.placeholder` as TextKey),
    empty: t(`ui.picker.${name}.empty` as TextKey),
  };
}
