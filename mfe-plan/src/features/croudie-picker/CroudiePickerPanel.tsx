import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Drawer, Flex, Grid, Input, Pagination, Skeleton, Spin, Tabs, Typography } from 'antd';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { useClient, useQuery } from 'urql';
import { PICKER_SEARCH_DEBOUNCE_MS } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { CandidateList } from './CandidateList';
import { CroudiePickerNamesQuery, CroudiePickerQuery, type CroudiePickerResult } from './croudiePicker.graphql';
import { PickerFilterFields } from './PickerFilterFields';
import {
  NO_FILTERS,
  PICKER_LIST_PAGE_SIZE,
  personOf,
  pickerInput,
  ratesReversed,
  setFilterCount,
  topFiveToAdd,
  type PickedPerson,
  type PickerFilters,
} from './pickerQuery';

/** Adds people at the end of the task form's selection, in the order given. */
export type AddPeople = (people: PickedPerson[]) => void;

export interface CroudiePickerPanelProps {
  /** The task's client: having worked for it scores, and croudies restricted from it are never offered. */
  clientId: string | null;
  /** The form's chosen croudies, in order. */
  selectedIds: string[];
  onAdd: AddPeople;
}

/**
 * The croudie picker (staff-and-admin.md §2, ADR 0285): a "Find croudies" button opening a drawer over the task form
 * with a search, the filters, the scored, new and selected croudies with their scores explained, Add per croudie and
 * Pick top 5. The drawer loads only while open.
 */
export function CroudiePickerPanel(props: CroudiePickerPanelProps) {
  const t = useText();
  const narrow = !Grid.useBreakpoint().md;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<SearchOutlined />}
        aria-label={t('plan.croudiePicker.open')}
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('plan.croudiePicker.open')}
      </Button>
      <Drawer
        open={open}
        title={t('plan.croudiePicker.title')}
        onClose={() => setOpen(false)}
        size={narrow ? '100%' : 600}
        destroyOnHidden
        closable={{ 'aria-label': t('plan.croudiePicker.close') }}
      >
        {open ? <PickerBody {...props} /> : null}
      </Drawer>
    </>
  );
}

type ListKey = 'scored' | 'new' | 'selected';

function PickerBody({ clientId, selectedIds, onAdd }: CroudiePickerPanelProps) {
  const t = useText();
  const client = useClient();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<PickerFilters>(NO_FILTERS);
  const [rates, setRates] = useState<{ min: number | null; max: number | null }>({ min: null, max: null });
  const [showFilters, setShowFilters] = useState(false);
  const [page, setPage] = useState(1);
  const [newPage, setNewPage] = useState(1);
  const [tab, setTab] = useState<ListKey>('scored');
  const [note, setNote] = useState<{ text: string; type: 'success' | 'info' | 'error' } | null>(null);
  const [picking, setPicking] = useState(false);

  const backToFirstPages = () => {
    setPage(1);
    setNewPage(1);
  };

  // the search and the rates are typed: they reach the query after the picker debounce (§9: 500 ms)
  const typedSearch = searchText.trim();
  const typedChanged = typedSearch !== search || rates.min !== filters.hourlyRateMin || rates.max !== filters.hourlyRateMax;
  useEffect(() => {
    if (!typedChanged) return;
    const timer = setTimeout(() => {
      setSearch(typedSearch);
      setFilters((was) => ({ ...was, hourlyRateMin: rates.min, hourlyRateMax: rates.max }));
      backToFirstPages();
    }, PICKER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typedChanged, typedSearch, rates]);

  const input = useMemo(
    () => pickerInput({ clientId, search, filters, selectedIds, page, newPage }),
    [clientId, search, filters, selectedIds, page, newPage],
  );
  const [{ data, fetching, error }, reload] = useQuery({ query: CroudiePickerQuery, variables: { input } });

  // while new variables load, the last answer stays on screen (under a spinner) rather than a blank drawer
  const last = useRef<CroudiePickerResult | null>(null);
  if (data?.croudiePicker) last.current = data.croudiePicker;
  const result = data?.croudiePicker ?? last.current;

  // every croudie any answer has shown, so Pick top 5 can name them without asking again
  const known = useRef(new Map<string, PickedPerson>());
  if (result) {
    for (const candidate of [...result.scored.nodes, ...result.new.nodes, ...result.selected]) {
      known.current.set(candidate.croudie.id, personOf(candidate.croudie));
    }
  }

  const addOne = (person: PickedPerson) => {
    setNote(null);
    onAdd([person]);
  };

  const pickTopFive = async () => {
    if (!result) return;
    const { ids, missing } = topFiveToAdd(result.topFive, selectedIds, known.current);
    if (!ids.length) {
      setNote({ type: 'info', text: t('plan.croudiePicker.pickedNone') });
      return;
    }
    if (missing.length) {
      setPicking(true);
      const named = await client.query(CroudiePickerNamesQuery, { ids: missing }).toPromise();
      setPicking(false);
      if (named.error || !named.data) {
        setNote({ type: 'error', text: t('plan.croudiePicker.pickFailed') });
        return;
      }
      for (const croudie of named.data.croudies.nodes) known.current.set(croudie.id, personOf(croudie));
    }
    onAdd(ids.map((id) => known.current.get(id) ?? { id, name: id }));
    setNote({
      type: 'success',
      text: ids.length === 1 ? t('plan.croudiePicker.pickedOne') : t('plan.croudiePicker.pickedMany', { count: ids.length }),
    });
  };

  const filterCount = setFilterCount({ ...filters, hourlyRateMin: rates.min, hourlyRateMax: rates.max });
  const filtersLabel = filterCount ? t('plan.croudiePicker.filtersSet', { count: filterCount }) : t('plan.croudiePicker.filters');
  const reversed = ratesReversed({ hourlyRateMin: rates.min, hourlyRateMax: rates.max });
  const retry = () => reload({ requestPolicy: 'network-only' });
  const loadFailed = error ? (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('plan.croudiePicker.loadFailed')}
      description={error.graphQLErrors[0]?.message}
      action={<Button onClick={retry}>{t('plan.croudiePicker.retry')}</Button>}
    />
  ) : null;

  const listOf = (key: ListKey) => {
    if (!result) return null;
    const candidates = key === 'scored' ? result.scored.nodes : key === 'new' ? result.new.nodes : result.selected;
    const paging = key === 'scored' ? result.scored.pagination : key === 'new' ? result.new.pagination : null;
    const label = t(`plan.croudiePicker.${key}`);
    return (
      <Flex vertical gap="small">
        {key === 'new' ? <Typography.Text type="secondary">{t('plan.croudiePicker.newHint')}</Typography.Text> : null}
        {candidates.length ? (
          <CandidateList label={label} candidates={candidates} selectedIds={selectedIds} onAdd={addOne} />
        ) : (
          <Typography.Text type="secondary">
            {key === 'selected' ? t('plan.croudiePicker.noneSelected') : t('plan.croudiePicker.empty')}
          </Typography.Text>
        )}
        {paging && paging.total > PICKER_LIST_PAGE_SIZE ? (
          <Pagination
            size="small"
            align="center"
            current={paging.page}
            pageSize={PICKER_LIST_PAGE_SIZE}
            total={paging.total}
            showSizeChanger={false}
            onChange={(next) => (key === 'scored' ? setPage(next) : setNewPage(next))}
          />
        ) : null}
      </Flex>
    );
  };

  const counted = (key: ListKey, count: number | undefined) =>
    count === undefined ? t(`plan.croudiePicker.${key}`) : t(`plan.croudiePicker.${key}Count`, { count });

  return (
    <Flex vertical gap="middle">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        aria-label={t('plan.croudiePicker.search')}
        placeholder={t('plan.croudiePicker.searchPlaceholder')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <Flex gap="small" wrap justify="space-between">
        <Flex gap="small" wrap>
          <Button
            icon={<FilterOutlined />}
            aria-label={filtersLabel}
            aria-expanded={showFilters}
            onClick={() => setShowFilters((shown) => !shown)}
          >
            {filtersLabel}
          </Button>
          {filterCount ? (
            <Button
              type="link"
              onClick={() => {
                setFilters(NO_FILTERS);
                setRates({ min: null, max: null });
                backToFirstPages();
              }}
            >
              {t('plan.croudiePicker.clearFilters')}
            </Button>
          ) : null}
        </Flex>
        <Button
          type="primary"
          icon={<TrophyOutlined />}
          aria-label={t('plan.croudiePicker.pickTopFive')}
          loading={picking}
          disabled={!result || !result.topFive.length}
          onClick={() => void pickTopFive()}
        >
          {t('plan.croudiePicker.pickTopFive')}
        </Button>
      </Flex>
      {showFilters ? (
        <PickerFilterFields
          filters={filters}
          rates={rates}
          ratesReversed={reversed}
          onRates={setRates}
          onFilter={(key, values) => {
            setFilters((was) => ({ ...was, [key]: values }));
            backToFirstPages();
          }}
        />
      ) : null}
      {note ? (
        <Alert
          type={note.type}
          showIcon
          role={note.type === 'error' ? 'alert' : 'status'}
          title={note.text}
          closable={{ 'aria-label': t('plan.croudiePicker.close'), onClose: () => setNote(null) }}
        />
      ) : null}
      {loadFailed}
      {result ? (
        <Spin spinning={fetching}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as ListKey)}
            items={[
              { key: 'scored', label: counted('scored', result.scored.pagination.total), children: listOf('scored') },
              { key: 'new', label: counted('new', result.new.pagination.total), children: listOf('new') },
              { key: 'selected', label: counted('selected', selectedIds.length), children: listOf('selected') },
            ]}
          />
        </Spin>
      ) : error ? null : (
        <div role="status" aria-label={t('plan.croudiePicker.loading')}>
          <Skeleton active />
        </div>
      )}
    </Flex>
  );
}
