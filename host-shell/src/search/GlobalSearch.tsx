import { useEffect, useRef, useState } from 'react';
import { Alert, Checkbox, Empty, Flex, Input, Popover, Spin, Typography, type InputRef } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { t } from '../text';
import { clientLink, noResults, searchAll, searchTerm, taskLink, useDebouncedValue, type SearchResults } from './searchRules';

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;
type State = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; results: SearchResults };

/**
 * The control toolbar's search box: clients and tasks in two lists with their counts, 3 a list, searched 300 ms after
 * the last key stroke; "Only show mine" keeps the tasks the person owns or reviews.
 */
export function GlobalSearch({ apiFetch, userId, navigate }: { apiFetch: Fetch; userId: string | null; navigate: (to: string) => void }) {
  const [input, setInput] = useState('');
  const [onlyMine, setOnlyMine] = useState(false);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ status: 'idle' });
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

  const panel = (
    <div style={{ width: 380 }} data-testid="search-results">
      <Checkbox checked={onlyMine} onChange={(e) => setOnlyMine(e.target.checked)}>
        {t('shell.search.onlyMine')}
      </Checkbox>
      {state.status === 'loading' || state.status === 'idle' ? (
        <Flex justify="center" style={{ padding: 16 }}>
          <Spin aria-label={t('shell.search.loading')} />
        </Flex>
      ) : state.status === 'failed' ? (
        <Alert type="error" showIcon title={t('shell.search.failed')} style={{ marginTop: 8 }} />
      ) : noResults(state.results) ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t('shell.search.emptyTitle')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('shell.search.emptyText')}</Typography.Text>
            </>
          }
        />
      ) : (
        <>
          <section aria-label={t('shell.search.clients', { count: state.results.clients.total })}>
            <Typography.Title level={5} style={{ marginTop: 12 }}>
              {t('shell.search.clients', { count: state.results.clients.total })}
            </Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {state.results.clients.items.map((c) => (
                <li key={c.id} style={{ padding: '4px 0' }}>
                  {link(clientLink(c.id), c.name)}
                </li>
              ))}
            </ul>
          </section>
          <section aria-label={t('shell.search.tasks', { count: state.results.tasks.total })}>
            <Typography.Title level={5} style={{ marginTop: 12 }}>
              {t('shell.search.tasks', { count: state.results.tasks.total })}
            </Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {state.results.tasks.items.map((task) => (
                <li key={task.id} style={{ padding: '4px 0' }}>
                  {link(taskLink(task.id), task.name)}
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {[task.client?.name, task.owner?.full_name ? t('shell.search.taskOwner', { name: task.owner.full_name }) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
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
