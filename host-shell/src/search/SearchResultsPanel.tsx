import { Alert, Checkbox, Empty, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../text';
import { clientLink, noResults, taskLink, type SearchResults } from './searchRules';

export type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; results: SearchResults };

/** The search box's panel: "Only show mine", then the clients and tasks found (or loading, failed, nothing found). */
export function SearchResultsPanel({
  state,
  onlyMine,
  setOnlyMine,
  link,
}: {
  state: SearchState;
  onlyMine: boolean;
  setOnlyMine: (onlyMine: boolean) => void;
  link: (href: string, children: ReactNode) => ReactNode;
}) {
  return (
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
}
