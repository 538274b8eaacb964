import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Flex, Input, Popover, Spin, type InputRef } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { t } from '../text';
import { searchAll, searchTerm, useDebouncedValue } from './searchRules';
import type { SearchState } from './SearchResultsPanel';

const SearchResultsPanel = lazy(() => import('./SearchResultsPanel').then((m) => ({ default: m.SearchResultsPanel })));

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The control toolbar's search box: clients and tasks in two lists with their counts, 3 a list, searched 300 ms after
 * the last key stroke; "Only show mine" keeps the tasks the person owns or reviews.
 */
export function GlobalSearch({ apiFetch, userId, navigate }: { apiFetch: Fetch; userId: string | null; navigate: (to: string) => void }) {
  const [input, setInput] = useState('');
  const [onlyMine, setOnlyMine] = useState(false);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const term = searchTerm(useDebouncedValue(input));
  const request = useRef(0);
  const inputRef = useRef<InputRef>(null);

  useEffect(() => {
    if (!term) {
      setState({ status: 'idle' });
      return;
    }
    const mine = ++request.current;
    const controller = new AbortController();
    setState({ status: 'loading' });
    searchAll(apiFetch, term, { onlyMine, userId, signal: controller.signal })
      .then((results) => mine === request.current && setState({ status: 'ready', results }))
      .catch((e: unknown) => {
        if (mine !== request.current || controller.signal.aborted) return;
        console.warn('[shell] search failed', e);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [apiFetch, term, onlyMine, userId]);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  const link = (href: string, children: React.ReactNode) => (
    <a
      href={href}
      onClick={(e) => {
        e.preventDefault();
        go(href);
      }}
    >
      {children}
    </a>
  );

  // the panel (its checkbox, lists and states) loads when the box is first used: staff's first load carries none of it
  const panel = (
    <Suspense
      fallback={
        <Flex justify="center" style={{ width: 380, padding: 16 }}>
          <Spin aria-label={t('shell.search.loading')} />
        </Flex>
      }
    >
      <SearchResultsPanel state={state} onlyMine={onlyMine} setOnlyMine={setOnlyMine} link={link} />
    </Suspense>
  );

  return (
    <Popover
      open={open && input.trim() !== ''}
      content={panel}
      placement="bottomLeft"
      trigger={['click']}
      // a click outside closes the panel; a click on the box itself keeps it open
      onOpenChange={(next) => setOpen(next || document.activeElement === inputRef.current?.input)}
      arrow={false}
    >
      <Input
        ref={inputRef}
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('shell.search.placeholder')}
        aria-label={t('shell.search.label')}
        value={input}
        style={{ maxWidth: 360 }}
        onChange={(e) => {
          setInput(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      />
    </Popover>
  );
}
