import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * An overlay (antd's Modal or Drawer, from the host's shared chunks) fetched the first time it opens instead of with
 * the page that may open it (ADR 0253). Until then it renders nothing, as a closed overlay would; once loaded it stays
 * mounted so its closing animation plays.
 */
export function loadWhenOpen<P extends { open?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Overlay = lazy(load);
  function WhenOpen(props: P) {
    const [opened, setOpened] = useState(false);
    // derived from props during render (React's documented pattern): the first open mounts the overlay
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return WhenOpen;
}
