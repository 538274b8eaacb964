import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { ExtensionPointId, ExtensionPointProps } from '@work/shared-contracts';
import { RemoteFailed } from '@work/shared-ui';
import type { EffectiveEntry } from '../registry/overrides';
import { loadRemoteExtensions, reRegisterRemote } from '../federation/runtime';
import { mountPropsFor } from '../composition/mountProps';
import { compositionContext, holdParcel } from '../composition/rootConfig';

/** Mounts one remote's parcel for a shell slot. A failure stays inside the slot. */
export function ExtensionSlot<K extends ExtensionPointId>({
  entry,
  point,
  props,
}: {
  /** the remote at the version to show: a new entry (hot swap, ADR 0247) remounts the parcel from it */
  entry: EffectiveEntry;
  point: K;
  props: ExtensionPointProps[K];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let parcel: Parcel | null = null;
    let cancelled = false;
    const release = holdParcel(entry.name);
    loadRemoteExtensions(entry)
      .then((mod) => {
        const config = mod.extensions[point];
        if (!config) throw new Error(`${entry.name} does not fill ${point}`);
        const ctx = compositionContext();
        if (cancelled || !ref.current || !ctx) return;
        parcel = mountRootParcel(config as never, { ...mountPropsFor(entry, ctx), ...props, domElement: ref.current } as never);
        parcel.mountPromise.catch((e: unknown) => setError(String(e)));
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      release();
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
    // The parcel is mounted once per attempt; prop changes are not pushed (the slot re-opens instead).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, point, attempt]);

  if (error) {
    return (
      <RemoteFailed
        remote={entry.name}
        detail={error}
        onRetry={() => {
          reRegisterRemote(entry);
          setError(null);
          setAttempt((a) => a + 1);
        }}
      />
    );
  }
  return <div ref={ref} data-extension={point} />;
}
