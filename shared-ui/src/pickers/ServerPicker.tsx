import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type UIEvent } from 'react';
import { Flex, Select, Spin, Typography } from 'antd';
import { useClient, type AnyVariables, type TypedDocumentNode } from 'urql';
import { t } from './text';

/** One choice: the value the picker holds and what it shows (`description`: a second line in the list, e.g. an e-mail). */
export interface PickerOption {
  value: string;
  label: string;
  description?: string;
}

/** What a picker asks its query: a search (null: everything) or the ids it needs labels for, and a page. */
export interface PickerRequest {
  search: string | null;
  ids: string[] | null;
  page: number;
  limit: number;
}

/** A picker's query: its document, the variables of a request, and the options and total of an answer. */
export interface PickerSource<Data, Variables extends AnyVariables> {
  document: TypedDocumentNode<Data, Variables>;
  variables: (request: PickerRequest) => Variables;
  read: (data: Data) => { options: PickerOption[]; total: number };
}

/** Props every picker shares, single or multiple (an antd / react-final-form controlled input). */
export interface PickerCommonProps {
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** antd's status for an invalid field. */
  status?: 'error';
  onBlur?: () => void;
  onFocus?: () => void;
  className?: string;
  style?: CSSProperties;
}

/** One value: an id or a code; null when none is chosen. */
export interface SinglePickerProps extends PickerCommonProps {
  multiple?: false;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** Several values. */
export interface MultiPickerProps extends PickerCommonProps {
  multiple: true;
  value?: string[];
  onChange?: (value: string[]) => void;
}

export type PickerProps = SinglePickerProps | MultiPickerProps;

/** The picker's own words: its accessible name when none is given, the placeholder and the empty list. */
export interface PickerTexts {
  label: string;
  placeholder: string;
  empty: string;
}

/** Options per page (one of the page sizes of §9). */
export const PICKER_PAGE_SIZE = 25;
/** Search debounce in pickers (staff-and-admin.md §9: 500 ms; tables use 200 ms). */
export const PICKER_SEARCH_DEBOUNCE_MS = 500;
/** The API's page limit: labels are asked for in batches of at most this many ids. */
const MAX_IDS_PER_REQUEST = 100;
/** How close to the bottom of the list (px) a scroll asks for the next page. */
const NEXT_PAGE_MARGIN = 32;

interface ListState {
  options: PickerOption[];
  total: number;
  pages: number;
  loading: boolean;
  failed: boolean;
}
const NO_LIST: ListState = { options: [], total: 0, pages: 0, loading: false, failed: false };

/** An option as the Select holds it (a type alias: antd's option type wants an index signature). */
type SelectOption = { value: string; label: string; description?: string };

const listKey = (search: string | null) => search ?? '';
const valuesOf = (props: PickerProps): string[] => {
  if (props.multiple) return props.value ?? [];
  return props.value ? [props.value] : [];
};

/**
 * A searchable, server-paged select (the shared pickers, shell-and-freelancer.md §2 shared inputs): the list loads when
 * it opens, a search asks the server after the debounce, scrolling to the end loads the next page, and a value that is
 * not on a loaded page is labelled by asking the server for its id. Runs through the urql client of the remote's
 * Provider. Each named picker (UserPicker, …) gives it its query and words.
 */
export function ServerPicker<Data, Variables extends AnyVariables>({
  source,
  texts,
  ...props
}: PickerProps & { source: PickerSource<Data, Variables>; texts: PickerTexts }) {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [lists, setLists] = useState<Record<string, ListState>>({});
  const [labels, setLabels] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // the source whose answers count: an answer to a replaced source (a channel picker's new client) is dropped
  const current = useRef(source);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(debounce.current);
    };
  }, []);

  useEffect(() => {
    if (current.current === source) return;
    current.current = source;
    setLists({});
  }, [source]);

  const remember = useCallback((options: PickerOption[]) => {
    if (!options.length) return;
    setLabels((known) => {
      const next = { ...known };
      for (const option of options) next[option.value] = option.label;
      return next;
    });
  }, []);

  const loadPage = useCallback(
    (searchFor: string | null, page: number) => {
      const key = listKey(searchFor);
      setLists((all) => ({ ...all, [key]: { ...(all[key] ?? NO_LIST), loading: true, failed: false } }));
      const variables = source.variables({ search: searchFor, ids: null, page, limit: PICKER_PAGE_SIZE });
      void client
        .query(source.document, variables)
        .toPromise()
        .then((result) => {
          if (!mounted.current || current.current !== source) return;
          if (result.error || !result.data) {
            setLists((all) => ({ ...all, [key]: { ...(all[key] ?? NO_LIST), loading: false, failed: true } }));
            return;
          }
          const { options, total } = source.read(result.data);
          remember(options);
          setLists((all) => {
            const before = all[key] ?? NO_LIST;
            const seen = new Set(before.options.map((o) => o.value));
            const merged = page === 1 ? options : [...before.options, ...options.filter((o) => !seen.has(o.value))];
            return { ...all, [key]: { options: merged, total, pages: page, loading: false, failed: false } };
          });
        });
    },
    [client, source, remember],
  );

  // The open list's first page, once per search; a failed list is dropped when the picker opens again, to be asked again.
  const list = lists[listKey(search)];
  const loaded = Boolean(list);
  useEffect(() => {
    if (open && !loaded) loadPage(search, 1);
  }, [open, search, loaded, loadPage]);

  // Labels of the values no loaded page holds: asked for by id, each id once.
  const values = valuesOf(props);
  const missingKey = values.filter((value) => !Object.hasOwn(labels, value) && !asked.current.has(value)).join('\u0000');
  useEffect(() => {
    if (!missingKey) return;
    const missing = missingKey.split('\u0000');
    for (const id of missing) asked.current.add(id);
    for (let start = 0; start < missing.length; start += MAX_IDS_PER_REQUEST) {
      const ids = missing.slice(start, start + MAX_IDS_PER_REQUEST);
      void client
        .query(source.document, source.variables({ search: null, ids, page: 1, limit: ids.length }))
        .toPromise()
        .then((result) => {
          if (!mounted.current) return;
          if (result.data) remember(source.read(result.data).options);
          // a failed lookup is asked again when the values change
          else for (const id of ids) asked.current.delete(id);
        });
    }
  }, [missingKey, client, source, remember]);

  const onSearch = (text: string) => {
    setInput(text);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => setSearch(text.trim() || null), PICKER_SEARCH_DEBOUNCE_MS);
  };
  const resetSearch = () => {
    clearTimeout(debounce.current);
    setInput('');
    setSearch(null);
  };

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    if (target.scrollTop + target.clientHeight < target.scrollHeight - NEXT_PAGE_MARGIN) return;
    if (!list || list.loading || list.failed || list.pages * PICKER_PAGE_SIZE >= list.total) return;
    loadPage(search, list.pages + 1);
  };

  const options = useMemo<SelectOption[]>(
    () =>
      (list?.options ?? []).map((option) => ({
        value: option.value,
        label: option.label,
        description: option.description,
      })),
    [list],
  );
  const loading = Boolean(list?.loading);
  const empty: ReactNode =
    loading || (open && !list) ? (
      <Spin size="small" />
    ) : list?.failed ? (
      <Typography.Text type="danger">{t('ui.picker.failed')}</Typography.Text>
    ) : (
      texts.empty
    );

  const common = {
    id: props.id,
    'aria-label': props['aria-label'] ?? (props.id || props['aria-labelledby'] ? undefined : texts.label),
    'aria-labelledby': props['aria-labelledby'],
    'aria-describedby': props['aria-describedby'],
    placeholder: props.placeholder ?? texts.placeholder,
    disabled: props.disabled,
    allowClear: props.allowClear,
    status: props.status,
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    className: props.className,
    style: { minWidth: 200, ...props.style },
    showSearch: { filterOption: false, searchValue: input, onSearch },
    options,
    loading,
    notFoundContent: empty,
    labelRender: ({ value }: { value: string | number }) => (Object.hasOwn(labels, value) ? labels[value] : String(value)),
    optionRender: (option: { data: SelectOption }) =>
      option.data.description ? (
        <Flex vertical>
          <span>{option.data.label}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {option.data.description}
          </Typography.Text>
        </Flex>
      ) : (
        option.data.label
      ),
    popupRender: (menu: React.ReactElement) => (
      <>
        {menu}
        {loading && options.length ? (
          <Flex justify="center" style={{ padding: 4 }} role="status">
            <Spin size="small" /> <Typography.Text type="secondary">{t('ui.picker.loadingMore')}</Typography.Text>
          </Flex>
        ) : null}
      </>
    ),
    onOpenChange: (next: boolean) => {
      if (next) setLists((all) => Object.fromEntries(Object.entries(all).filter(([, l]) => !l.failed)));
      else resetSearch();
      setOpen(next);
    },
    onPopupScroll,
  };

  if (props.multiple) {
    const onChange = props.onChange;
    return (
      <Select<string[], SelectOption>
        {...common}
        mode="multiple"
        value={props.value ?? []}
        onChange={(next) => {
          resetSearch();
          onChange?.(next);
        }}
      />
    );
  }
  const onChange = props.onChange;
  return (
    <Select<string | null, SelectOption>
      {...common}
      value={props.value || null}
      onChange={(next) => {
        resetSearch();
        onChange?.(next ?? null);
      }}
    />
  );
}
