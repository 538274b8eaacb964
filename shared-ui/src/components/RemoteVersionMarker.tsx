import { Typography } from 'antd';
import type { RemoteRelease } from '@work/shared-contracts';
import { t } from '../text/catalogue';
import { useRelease } from './RemoteProviders';

/** "0.1.0-3f2a9c1b (canary 50 %)": the registry version this person got and why. */
export function releaseText(release: RemoteRelease): string {
  const { track } = release;
  const why =
    track.kind === 'canary'
      ? t('ui.remote.track.canary', { percent: String(track.percent) })
      : track.kind === 'tenant'
        ? t('ui.remote.track.tenant', { tenant: track.tenant })
        : t(track.kind === 'override' ? 'ui.remote.track.override' : 'ui.remote.track.current');
  return t('ui.remote.release', { version: release.version, track: why });
}

/**
 * Unobtrusive build label, so QA (and the publish e2e) can see which build of a remote is live: the label baked in at
 * build time and, from the host's mount props, the registry version chosen for this person (current, canary, pin).
 */
export function RemoteVersionMarker({ remote, label }: { remote: string; label: string }) {
  const release = useRelease();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 11 }} data-testid={`remote-version-${remote}`}>
      {remote} · {t('ui.remote.version', { label })}
      {release ? ` · ${releaseText(release)}` : null}
    </Typography.Text>
  );
}
