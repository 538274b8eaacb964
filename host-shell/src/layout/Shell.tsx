import { Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Alert, App as AntApp, Button, Dropdown, Flex, Grid, Layout, Space, Spin, Tooltip, Typography } from 'antd';
import BookOutlined from '@ant-design/icons/BookOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Provider as UrqlProvider, type Client } from 'urql';
import { ownerOfPath, prefixOwnsPath, type HostEventBus, type Session, type Tenant } from '@work/shared-contracts';
import { loadWhenOpen, RemoteFailed } from '@work/shared-ui';
import { t } from '../text';
import { clearOverrides, readOverridePolicy, readOverrides, type Overrides } from '../registry/overrides';
import { settleRequestedOverridesOnce } from '../registry/confirmOverrides';
import { acceptUpdate, composition, postponeUpdate, startComposition } from '../composition/rootConfig';
import { signOut } from '../auth/oidc';
import { navigationAllowed } from '../routing/pipeline';
import { shellNavigate, useLocationKey } from '../app/location';
import { platformTheme } from '../app/theme';
import { sessionSource } from '../session/store';
import { listenToSessionPushes } from '../session/sessionPushes';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorBoundary } from './ErrorBoundary';
import { ImpersonationBanner } from './ImpersonationBanner';
import { shellPageFor } from './shellPages';
import { RemoteOutlet } from './RemoteOutlet';
import { ExtensionSlot } from './ExtensionSlot';
import { linksHiddenByFlags, navigationItems } from './navigation';
import { layoutFor } from './layouts/layoutFor';
import { apiFetch } from '../graphql/apiFetch';
import { areaLabel } from './areaLabel';
import { JournalProgressRing } from '../toolbar/JournalProgressRing';
import { CroudieChips } from '../toolbar/CroudieChips';
import { SiteBanners } from '../banners/SiteBanners';
import { bannersApply } from '../banners/bannerRules';
import { GlobalSearch } from '../search/GlobalSearch';
import { IdlePrefetch } from '../resilience/IdlePrefetch';
import { NotificationCenter } from '../toolbar/notifications/NotificationCenter';
import { AppSwitcher } from '../toolbar/apps/AppSwitcher';
import { NavigationMenu } from './navigationMenu';
import { listenForConfirm, listenForToasts, showToasts } from '../feedback/busFeedback';
import { browserStorage } from '../app/browserStorage';
import { browserState } from '../app/browserState';

export const NAV_WIDTH = 264;

// the journal's and task credit's side panels: antd's Drawer arrives when one first opens
const Drawer = loadWhenOpen(() => import('antd/es/drawer'));

// What the deployment allows (the gateway's meta tag): read once, it changes only with a reload.
const overridePolicy = readOverridePolicy();

const overrideList = (overrides: Overrides) => (
  <ul>
    {Object.entries(overrides).map(([name, url]) => (
      <li key={name}>
        <Typography.Text strong>{name}</Typography.Text>: <Typography.Text code>{url}</Typography.Text>
      </li>
    ))}
  </ul>
);

export function Shell({
  client,
  bus,
  tenant,
  session,
  featureFlags = [],
  redirecting = false,
  notFound = false,
}: {
  client: Client;
  bus: HostEventBus;
  tenant: Tenant;
  session: Session;
  /** the flags on for the person (e.g. hide_plan_link takes the plan's links away) */
  featureFlags?: readonly string[];
  /** the routing pipeline is sending the person elsewhere: show no "not found" meanwhile */
  redirecting?: boolean;
  /** the routing pipeline found no such page (e.g. an unknown language prefix) */
  notFound?: boolean;
}) {
  const { message, modal, notification } = AntApp.useApp();
  // The composing effect below asks through the current modal API without re-running when it changes.
  const modalRef = useRef(modal);
  modalRef.current = modal;
  const screens = Grid.useBreakpoint();
  const [collapsed, setCollapsed] = useState<boolean | null>(null);
  // The journal panel: open or closed, the day it opens on (journal:open may name one), and the width it asks for.
  const [journal, setJournal] = useState<{ open: boolean; date?: string; width: 400 | 800 }>({ open: false, width: 400 });
  const openJournal = (date?: string) => setJournal({ open: true, width: 400, ...(date ? { date } : {}) });
  const closeJournal = () => setJournal((j) => ({ ...j, open: false }));
  // The task-credit panel (control): opened by task-credit:open for a client.
  const [taskCredit, setTaskCredit] = useState<{ open: boolean; clientId?: string }>({ open: false });
  const registry = useSyncExternalStore(composition.subscribe, composition.get);
  const [attempt, setAttempt] = useState(0);
  const locationKey = useLocationKey();
  const pathname = locationKey.split('?')[0] ?? '/';

  useEffect(() => {
    // A link's overrides are settled (shown, confirmed or refused) before anything is composed: no override code runs
    // unconfirmed.
    const overridesSettled = settleRequestedOverridesOnce(() => ({
      url: new URL(window.location.href),
      policy: overridePolicy,
      storage: browserStorage,
      replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
      refuse: (refused, policy) =>
        modalRef.current.warning({
          title: t(policy.enabled ? 'shell.overrides.refusedTitle' : 'shell.overrides.offTitle'),
          content: (
            <>
              <Typography.Paragraph>{t(policy.enabled ? 'shell.overrides.refusedBody' : 'shell.overrides.offBody')}</Typography.Paragraph>
              {overrideList(refused)}
            </>
          ),
        }),
      ask: (allowed) =>
        new Promise<boolean>((resolve) => {
          modalRef.current.confirm({
            title: t('shell.overrides.confirmTitle'),
            content: (
              <>
                <Typography.Paragraph>{t('shell.overrides.confirmBody')}</Typography.Paragraph>
                {overrideList(allowed)}
              </>
            ),
            okText: t('shell.overrides.load'),
            cancelText: t('shell.overrides.ignore'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    }));
    return startComposition({
      ctx: { client, bus, theme: platformTheme, tenant },
      viewer: { personKey: session.me.principalId, tenant, roles: session.roles },
      overrides: () => readOverrides(browserStorage, overridePolicy),
      before: overridesSettled,
    });
  }, [client, bus, tenant, session.me.principalId, session.roles, attempt]);

  // toasts (the browser state's atom, ADR 0259) and confirm dialogs from the bus; the toasts' timeouts do not depend on
  // antd's API instances, so they run in their own effect
  useEffect(() => listenForToasts(bus, browserState), [bus]);
  useEffect(() => showToasts(browserState, { message, notification }), [message, notification]);
  useEffect(() => listenForConfirm(bus, modal), [bus, modal]);
  // A new version held back because of unsaved input: a notification (above any open side panel) asks the person.
  const updateNotices = registry.status === 'ready' ? registry.updateNotices : null;
  const openNotices = useRef(new Set<string>());
  useEffect(() => {
    const wanted = new Set((updateNotices ?? []).map((e) => e.name));
    for (const name of openNotices.current) if (!wanted.has(name)) notification.destroy(`remote-update-${name}`);
    for (const entry of updateNotices ?? []) {
      if (openNotices.current.has(entry.name)) continue;
      notification.info({
        key: `remote-update-${entry.name}`,
        title: t('shell.update.available', { area: areaLabel(entry) }),
        duration: 0,
        closable: false,
        role: 'alert',
        props: { 'data-testid': `remote-update-${entry.name}` } as never,
        actions: (
          <Space>
            <Button size="small" onClick={() => postponeUpdate(entry.name)}>
              {t('shell.update.later')}
            </Button>
            <Button size="small" type="primary" onClick={() => acceptUpdate(entry.name)}>
              {t('shell.update.reloadNow')}
            </Button>
          </Space>
        ),
      });
    }
    openNotices.current = wanted;
  }, [updateNotices, notification]);

  useEffect(() => bus.subscribe('journal:open', ({ date }) => openJournal(date)), [bus]);
  useEffect(() => bus.subscribe('task-credit:open', ({ clientId }) => setTaskCredit({ open: true, clientId })), [bus]);
  useEffect(() => listenToSessionPushes(client, tenant, { signOut: () => void signOut() }), [client, tenant]);

  const entries = registry.status === 'ready' ? registry.entries : [];
  const pageEntries = entries.filter((e) => e.routes.length > 0);
  const ShellPage = notFound ? NotFoundPage : shellPageFor(pathname);
  const active = ShellPage ? undefined : ownerOfPath(pathname, pageEntries);
  const journalRemote = tenant === 'control' ? entries.find((e) => e.extensions.includes('journal-side-panel')) : undefined;
  const taskCreditRemote = tenant === 'control' ? entries.find((e) => e.extensions.includes('task-credit-side-panel')) : undefined;
  const chipRemotes = entries.filter((e) => e.extensions.includes('toolbar-chips'));
  const overridden = entries.filter((e) => e.overridden);
  const anyOverride = overridden.length > 0 || Object.keys(readOverrides(browserStorage, overridePolicy)).length > 0;
  const hiddenLinks = useMemo(() => linksHiddenByFlags(featureFlags), [featureFlags]);
  const navItems = useMemo(
    () =>
      navigationItems(pageEntries, session.roles).filter(
        (item) => navigationAllowed(item.path, session) && !hiddenLinks.includes(item.path),
      ),
    [pageEntries, session, hiddenLinks],
  );
  // the advanced layout (wide views) starts with the navigation folded away, like a medium or smaller screen
  const layout = layoutFor(pathname);
  const isCollapsed = collapsed ?? (layout === 'advanced' || !screens.lg);
  // the most specific item: /dashboard/onboarding, not /dashboard as well
  const selected = navItems
    .filter((i) => prefixOwnsPath(i.path, pathname))
    .map((i) => i.path)
    .sort((a, b) => b.length - a.length)
    .slice(0, 1);
  const collapseLabel = isCollapsed ? t('shell.toolbar.expandSidebar') : t('shell.toolbar.collapseSidebar');

  return (
    <Layout style={{ minHeight: '100vh' }} data-layout={layout}>
      {anyOverride ? (
        <Alert
          banner
          type="warning"
          data-testid="remote-overrides-marker"
          title={`${t('shell.overrides.active')}${overridden.length ? `: ${overridden.map((e) => e.name).join(', ')}` : ''}`}
          action={
            <Button
              size="small"
              onClick={() => {
                clearOverrides(browserStorage);
                window.location.reload();
              }}
            >
              {t('shell.overrides.reset')}
            </Button>
          }
        />
      ) : null}
      {session.impersonation ? <ImpersonationBanner impersonation={session.impersonation} /> : null}
      {bannersApply(tenant, session.roles) && session.me.kind === 'CROUDIE' ? (
        <SiteBanners
          client={client}
          apiFetch={apiFetch}
          croudieId={session.me.id}
          timezone={session.me.timezone}
          pathname={pathname}
          navigate={shellNavigate}
          bus={bus}
        />
      ) : null}
      <IdlePrefetch entries={pageEntries} activeName={active?.name} />
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, borderBottom: '1px solid #eee' }}>
        <Tooltip title={collapseLabel}>
          <Button
            type="text"
            aria-label={collapseLabel}
            icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!isCollapsed)}
          />
        </Tooltip>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {t('shell.app.name')}
        </Typography.Text>
        {tenant === 'control' ? (
          <GlobalSearch apiFetch={apiFetch} userId={session.me.kind === 'USER' ? session.me.id : null} navigate={shellNavigate} />
        ) : null}
        <div style={{ flex: 1 }} />
        {tenant === 'network' && session.me.kind === 'CROUDIE' ? (
          <CroudieChips client={client} croudieId={session.me.id} bus={bus} />
        ) : null}
        {chipRemotes.map((entry) => (
          <ExtensionSlot key={entry.name} entry={entry} point="toolbar-chips" props={{}} />
        ))}
        <NotificationCenter client={client} bus={bus} tenant={tenant} croudie={session.me.kind === 'CROUDIE'} navigate={shellNavigate} />
        <AppSwitcher roles={session.roles} served={pageEntries.flatMap((e) => e.routes)} hidden={hiddenLinks} navigate={shellNavigate} />
        {journalRemote ? <JournalProgressRing client={client} timezone={session.me.timezone} onOpen={() => openJournal()} /> : null}
        {journalRemote ? (
          <Tooltip title={t('shell.toolbar.journal')}>
            <Button type="text" aria-label={t('shell.toolbar.journal')} icon={<BookOutlined />} onClick={() => openJournal()} />
          </Tooltip>
        ) : null}
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'profile', label: t('shell.account.myProfile'), onClick: () => shellNavigate('/my-profile') },
              { key: 'logout', label: t('shell.account.logOut'), onClick: () => void signOut() },
            ],
          }}
        >
          <Tooltip title={t('shell.toolbar.account')}>
            <Button type="text" aria-label={t('shell.toolbar.account')} icon={<UserOutlined />}>
              {session.me.firstName}
            </Button>
          </Tooltip>
        </Dropdown>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          width={NAV_WIDTH}
          collapsedWidth={0}
          collapsed={isCollapsed}
          trigger={null}
          theme="light"
          style={{ borderRight: '1px solid #eee' }}
        >
          <nav aria-label={t('shell.nav.label')} hidden={isCollapsed}>
            <NavigationMenu items={navItems} selected={selected} principalId={session.me.principalId} navigate={shellNavigate} />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ background: '#fff' }}>
          {registry.status === 'loading' ? (
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin />
            </Flex>
          ) : registry.status === 'failed' ? (
            <RemoteFailed
              remote="registry"
              detail={registry.message}
              onRetry={() => {
                setAttempt((a) => a + 1);
              }}
            />
          ) : (
            <>
              <RemoteOutlet entries={pageEntries} active={active} />
              {ShellPage ? (
                <ErrorBoundary>
                  <UrqlProvider value={client}>
                    <Suspense
                      fallback={
                        <Flex justify="center" style={{ padding: 48 }}>
                          <Spin />
                        </Flex>
                      }
                    >
                      <ShellPage />
                    </Suspense>
                  </UrqlProvider>
                </ErrorBoundary>
              ) : !active && !redirecting ? (
                <NotFoundPage />
              ) : null}
            </>
          )}
        </Layout.Content>
      </Layout>
      {journalRemote ? (
        <Drawer
          open={journal.open}
          onClose={closeJournal}
          // 400 px, 800 px while the calendar sits beside the form; full width on small screens (spec §9).
          size={screens.md === false ? '100%' : journal.width}
          title={t('shell.toolbar.journal')}
          destroyOnHidden
          closable={{ 'aria-label': t('shell.journal.close') }}
        >
          <ExtensionSlot
            entry={journalRemote}
            point="journal-side-panel"
            props={{
              onClose: closeJournal,
              setWidth: (width) => setJournal((j) => ({ ...j, width })),
              ...(journal.date ? { date: journal.date } : {}),
            }}
          />
        </Drawer>
      ) : null}
      {taskCreditRemote ? (
        <Drawer
          open={taskCredit.open}
          onClose={() => setTaskCredit((c) => ({ ...c, open: false }))}
          size={screens.md === false ? '100%' : 400}
          title={t('shell.taskCredit.title')}
          destroyOnHidden
          closable={{ 'aria-label': t('shell.taskCredit.close') }}
        >
          <ExtensionSlot
            key={taskCredit.clientId ?? ''}
            entry={taskCreditRemote}
            point="task-credit-side-panel"
            props={{
              onClose: () => setTaskCredit((c) => ({ ...c, open: false })),
              ...(taskCredit.clientId ? { clientId: taskCredit.clientId } : {}),
            }}
          />
        </Drawer>
      ) : null}
    </Layout>
  );
}
