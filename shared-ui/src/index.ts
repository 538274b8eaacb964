export { en, t, hasText, type TextKey, type TextParams } from './text/catalogue';
export { useText } from './text/useText';
export { RemotePage, type RemotePageProps } from './components/RemotePage';
export { RemoteVersionMarker } from './components/RemoteVersionMarker';
export { EmptyState } from './components/EmptyState';
export { LaterReleaseNotice } from './components/LaterReleaseNotice';
export { RemoteFailed } from './components/RemoteFailed';
export { RemoteErrorBoundary } from './components/RemoteErrorBoundary';
export { RemoteProviders, useMountProps, useSession } from './components/RemoteProviders';
