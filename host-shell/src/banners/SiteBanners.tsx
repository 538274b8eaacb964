import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App as AntApp, Button, Flex, Modal, Space, Typography } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { Client } from 'urql';
import type { EventBus } from '@work/shared-contracts';
import { t } from '../text';
import { graphql } from '../graphql/graphql';
import { BANNER_LINKS, BANNER_TYPE, clampPage, offboardingDate, visibleBanners, type BannerFacts, type BannerId } from './bannerRules';

const BANNER_DATA = graphql(`
  query ShellBanners($id: ID!) {
    croudie(id: $id) {
      id
      invoicingInfo {
        canInvoice
      }
      invoiceSettings {
        needsUpdating
      }
    }
  }
`);

/** GET /api/platform/users/{id}: the offboarding data (spec §3). */
export interface OffboardingUser {
  offboard_at: string | null;
  state: string;
  country_code: string | null;
  us_state: string | null;
  links: { transitions: { defer_auto_offboard?: { href: string }; request_reactivation?: { href: string } } };
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;
type Dialog = { kind: 'none' } | { kind: 'inactive'; reactivateHref: string | null } | { kind: 'active' };

type Invoicing = { canInvoice: boolean; needsUpdating: boolean };

/** croudie(id) { invoicingInfo, invoiceSettings }; null for a caller not allowed to see them (the banners stay hidden). */
async function readInvoicing(client: Pick<Client, 'query'>, id: string): Promise<Invoicing | null> {
  const r = await client.query(BANNER_DATA, { id }, { requestPolicy: 'network-only' }).toPromise();
  const c = r.data?.croudie;
  return c?.invoicingInfo && c.invoiceSettings
    ? { canInvoice: c.invoicingInfo.canInvoice, needsUpdating: c.invoiceSettings.needsUpdating }
    : null;
}

async function readUser(apiFetch: Fetch, id: string): Promise<OffboardingUser> {
  const res = await apiFetch(`/api/platform/users/${encodeURIComponent(id)}`);
  if (!res.ok) throw new Error(`users/${id} answered ${res.status}`);
  return (await res.json()) as OffboardingUser;
}

/**
 * The network's site-wide banners for invoicable croudies, paged "n of m", each closable, in the order of
 * BANNER_ORDER. The offboarding banner cancels the automatic offboarding (POST of the defer transition) and then asks
 * an inactive croudie whether to request reactivation, or tells an active one they are still active.
 */
export function SiteBanners({
  client,
  apiFetch,
  croudieId,
  timezone,
  pathname,
  navigate,
  bus,
}: {
  client: Pick<Client, 'query'>;
  apiFetch: Fetch;
  croudieId: string;
  timezone: string;
  pathname: string;
  navigate: (to: string) => void;
  /** Remotes say here when what the banners are decided from changed (invoice settings or profile saved, invoice made). */
  bus?: Pick<EventBus, 'subscribe'>;
}) {
  const { message } = AntApp.useApp();
  const [user, setUser] = useState<OffboardingUser | null>(null);
  const [invoicing, setInvoicing] = useState<Invoicing | null>(null);
  const [closed, setClosed] = useState<ReadonlySet<BannerId>>(new Set());
  // The banner on show is kept by id: banners whose data arrives later (or a saved profile) may come before it in the
  // order, and the one being read must not change under the reader. The page index is the fallback once it is gone.
  // The banners show once both sources have answered (or failed), so they do not reorder as the second arrives.
  const [answered, setAnswered] = useState({ user: false, invoicing: false });
  const [view, setView] = useState<{ id: BannerId | null; page: number }>({ id: null, page: 0 });
  const [busy, setBusy] = useState<'defer' | 'reactivate' | null>(null);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });

  useEffect(() => {
    let cancelled = false;
    const loadUser = () =>
      readUser(apiFetch, croudieId)
        .then((u) => !cancelled && setUser(u))
        .catch((e: unknown) => console.warn('[shell] banner data (users) could not be loaded', e))
        .finally(() => !cancelled && setAnswered((a) => ({ ...a, user: true })));
    void loadUser();
    const loadInvoicing = () =>
      readInvoicing(client, croudieId)
        .then((next) => !cancelled && next && setInvoicing(next))
        .catch((e: unknown) => console.warn('[shell] banner data (croudie) could not be loaded', e))
        .finally(() => !cancelled && setAnswered((a) => ({ ...a, invoicing: true })));
    void loadInvoicing();
    // The payment details page and the payment centre say when the invoicing facts changed: reload them then, not only
    // on the next sign-in (a saved bank form clears update-payment-details; an invoice made may end invoice-window-open).
    const off = [
      bus?.subscribe('invoicing:settings-saved', () => void loadInvoicing()),
      bus?.subscribe('invoicing:invoice-created', () => void loadInvoicing()),
      // a saved profile may set the US state (us-state-update-needed) or the country the invoicing facts depend on
      bus?.subscribe('profile:updated', () => {
        void loadUser();
        void loadInvoicing();
      }),
    ];
    return () => {
      cancelled = true;
      for (const unsubscribe of off) unsubscribe?.();
    };
  }, [client, apiFetch, croudieId, bus]);

  const facts: BannerFacts = useMemo(
    () => ({
      offboardAt: user?.offboard_at ?? null,
      deferHref: user?.links.transitions.defer_auto_offboard?.href ?? null,
      countryCode: user?.country_code ?? null,
      usState: user?.us_state ?? null,
      canInvoice: invoicing?.canInvoice ?? false,
      needsUpdating: invoicing?.needsUpdating ?? false,
    }),
    [user, invoicing],
  );
  const banners = answered.user && answered.invoicing ? visibleBanners(facts, pathname, closed) : [];
  const pinned = view.id === null ? -1 : banners.indexOf(view.id);
  const current = pinned >= 0 ? pinned : clampPage(view.page, banners.length);
  const id = banners[current];
  useEffect(() => {
    if (id !== undefined && id !== view.id) setView({ id, page: current });
  }, [id, current, view.id]);
  const showPage = (page: number) => setView({ id: banners[page] ?? null, page });

  const cancelOffboarding = useCallback(async () => {
    if (!facts.deferHref) return;
    setBusy('defer');
    try {
      const res = await apiFetch(facts.deferHref, { method: 'POST' });
      if (!res.ok) throw new Error(`defer answered ${res.status}`);
      const updated = (await res.json()) as OffboardingUser;
      setUser(updated);
      setDialog(
        updated.state === 'inactive'
          ? { kind: 'inactive', reactivateHref: updated.links.transitions.request_reactivation?.href ?? null }
          : { kind: 'active' },
      );
    } catch (e) {
      console.warn('[shell] cancelling the offboarding failed', e);
      void message.error(t('shell.banners.offboarding.error'));
    } finally {
      setBusy(null);
    }
  }, [apiFetch, facts.deferHref, message]);

  const requestReactivation = useCallback(
    async (href: string | null) => {
      setBusy('reactivate');
      try {
        if (!href) throw new Error('no request_reactivation link');
        const res = await apiFetch(href, { method: 'POST' });
        if (!res.ok) throw new Error(`request_reactivation answered ${res.status}`);
        setUser((await res.json()) as OffboardingUser);
        setDialog({ kind: 'none' });
        void message.success(t('shell.banners.offboarding.requestSent'));
      } catch (e) {
        console.warn('[shell] requesting reactivation failed', e);
        void message.error(t('shell.banners.offboarding.error'));
      } finally {
        setBusy(null);
      }
    },
    [apiFetch, message],
  );

  const close = (which: BannerId) => {
    setClosed((c) => new Set([...c, which]));
    // the next banner takes its place (or the one before, when it was the last)
    setView({ id: null, page: current });
  };

  return (
    <>
      {id ? (
        <section aria-label={t('shell.banners.label')} data-testid="site-banners">
          <Alert
            key={id}
            banner
            showIcon
            type={BANNER_TYPE[id]}
            data-testid="site-banner"
            data-banner-id={id}
            title={
              <Flex align="center" gap={8} wrap>
                {banners.length > 1 ? (
                  <Space size={2}>
                    <Button
                      size="small"
                      type="text"
                      aria-label={t('shell.banners.previous')}
                      icon={<LeftOutlined />}
                      disabled={current === 0}
                      onClick={() => showPage(current - 1)}
                    />
                    <Typography.Text data-testid="site-banner-paging">
                      {t('shell.banners.paging', { n: current + 1, m: banners.length })}
                    </Typography.Text>
                    <Button
                      size="small"
                      type="text"
                      aria-label={t('shell.banners.next')}
                      icon={<RightOutlined />}
                      disabled={current === banners.length - 1}
                      onClick={() => showPage(current + 1)}
                    />
                  </Space>
                ) : null}
                <span>{bannerText(id, facts, timezone)}</span>
              </Flex>
            }
            action={
              id === 'automatic-offboarding' ? (
                <Button size="small" danger loading={busy === 'defer'} onClick={() => void cancelOffboarding()}>
                  {t('shell.banners.offboarding.cancel')}
                </Button>
              ) : (
                <Button size="small" onClick={() => navigate(BANNER_LINKS[id])}>
                  {bannerAction(id)}
                </Button>
              )
            }
            closable={{ 'aria-label': t('shell.banners.close'), onClose: () => close(id) }}
          />
        </section>
      ) : null}
      <Modal
        open={dialog.kind === 'inactive'}
        title={t('shell.banners.offboarding.inactive.title')}
        onCancel={() => setDialog({ kind: 'none' })}
        footer={[
          <Button key="no" onClick={() => setDialog({ kind: 'none' })}>
            {t('shell.banners.offboarding.inactive.no')}
          </Button>,
          <Button
            key="yes"
            type="primary"
            loading={busy === 'reactivate'}
            onClick={() => void requestReactivation(dialog.kind === 'inactive' ? dialog.reactivateHref : null)}
          >
            {t('shell.banners.offboarding.inactive.yes')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t('shell.banners.offboarding.inactive.text')}</Typography.Paragraph>
      </Modal>
      <Modal
        open={dialog.kind === 'active'}
        title={t('shell.banners.offboarding.active.title')}
        onCancel={() => setDialog({ kind: 'none' })}
        footer={[
          <Button key="close" onClick={() => setDialog({ kind: 'none' })}>
            {t('shell.banners.offboarding.active.close')}
          </Button>,
          <Button
            key="profile"
            type="primary"
            onClick={() => {
              setDialog({ kind: 'none' });
              navigate('/my-profile');
            }}
          >
            {t('shell.banners.offboarding.active.updateProfile')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t('shell.banners.offboarding.active.text')}</Typography.Paragraph>
      </Modal>
    </>
  );
}

function bannerText(id: BannerId, facts: BannerFacts, timezone: string): string {
  switch (id) {
    case 'automatic-offboarding':
      return t('shell.banners.offboarding.text', { date: facts.offboardAt ? offboardingDate(facts.offboardAt, timezone) : '' });
    case 'update-payment-details':
      return t('shell.banners.updatePaymentDetails.text');
    case 'invoice-window-open':
      return t('shell.banners.invoiceWindowOpen.text');
    case 'us-state-update-needed':
      return t('shell.banners.usStateUpdateNeeded.text');
  }
}

function bannerAction(id: Exclude<BannerId, 'automatic-offboarding'>): string {
  return id === 'update-payment-details'
    ? t('shell.banners.updatePaymentDetails.action')
    : id === 'invoice-window-open'
      ? t('shell.banners.invoiceWindowOpen.action')
      : t('shell.banners.usStateUpdateNeeded.action');
}
