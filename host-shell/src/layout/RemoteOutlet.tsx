import { useEffect, useState, useSyncExternalStore } from 'react';
import { Flex, Spin } from 'antd';
import { RemoteFailed } from '@work/shared-ui';
import { t } from '../text';
import type { EffectiveEntry } from '../registry/overrides';
import { appOnScreen, containerId, retryRemote } from '../composition/compose';
import { remoteFailures } from '../composition/remoteStatus';

function useAppMounted(name: string | undefined): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const check = () => setMounted(name ? appOnScreen(name) : false);
    check();
    window.addEventListener('single-spa:app-change', check);
    window.addEventListener('single-spa:routing-event', check);
    return () => {
      window.removeEventListener('single-spa:app-change', check);
      window.removeEventListener('single-spa:routing-event', check);
    };
  }, [name]);
  return mounted;
}

/**
 * One container per remote; single-spa mounts the active one into it. A failed remote gets the fallback
 * (with Retry) in its own area while the toolbar, navigation and other remotes keep working.
 */
export function RemoteOutlet({ entries, active }: { entries: readonly EffectiveEntry[]; active: EffectiveEntry | undefined }) {
  const failures = useSyncExternalStore(remoteFailures.subscribe, remoteFailures.get);
  const failure = active ? failures[active.name] : undefined;
  const mounted = useAppMounted(active?.name);

  return (
    <div id="remote-outlet" style={{ minHeight: '100%' }}>
      {entries.map((e) => (
        <section key={e.name} aria-label={e.name} hidden={active?.name !== e.name} data-remote={e.name}>
          <div id={containerId(e.name)} hidden={Boolean(failures[e.name])} />
          {failures[e.name] ? (
            <RemoteFailed remote={e.name} detail={failures[e.name]?.message} onRetry={() => void retryRemote(e.name)} />
          ) : null}
        </section>
      ))}
      {active && !failure && !mounted ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description={t('shell.remote.loading', { area: active.name })}>
            <div style={{ width: 120, height: 40 }} />
          </Spin>
        </Flex>
      ) : null}
    </div>
  );
}
