import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { ExtensionPointId, ExtensionPointProps, HostEventBus, MountProps } from '@work/shared-contracts';
import { RemoteFailed } from '@work/shared-ui';
import type { EffectiveEntry } from '../registry/overrides';
import { loadRemoteExtensions, reRegisterRemote } from '../federation/runtime';
import { remoteBus } from '../composition/remoteBus';

/** Mounts one remote's parcel for a shell slot. A failure stays inside the slot. */
export function ExtensionSlot<K extends ExtensionPointId>({
  entry,
  point,
  props,
  mountProps,
}: {
  entry: EffectiveEntry;
  point: K;
  props: ExtensionPointProps[K];
  /** The common mount props, with the host's bus: the parcel gets a handle bound to its remote (ADR 0244). */
  mountProps: Omit<MountProps, 'domElement' | 'bus'> & { bus: HostEventBus };
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let parcel: Parcel | null = null;
    let cancelled = false;
    loadRemoteExtensions(entry)
      .then((mod) => {
        const config = mod.extensions[point];
        if (!config) throw new Error(`${entry.name} does not fill ${point}`);
        if (cancelled || !ref.current) return;
        parcel = mountRootParcel(
          config as never,
          { ...mountProps, bus: remoteBus(mountProps.bus, entry), ...props, domElement: ref.current } as never,
        );
        parcel.mountPromise.catch((e: unknown) => setError(String(e)));
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
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
