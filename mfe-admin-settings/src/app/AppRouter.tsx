import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundResult } from '@work/shared-ui';
import { SettingsAreaLater, SettingsHome, SettingsRoute } from '../routes/SettingsRoute';

// Each area's list loads when first opened.
const VerticalsRoute = lazy(() => import('../routes/VerticalsRoute').then((m) => ({ default: m.VerticalsRoute })));

/** The one router of this remote. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="/settings" element={<SettingsRoute />}>
          <Route index element={<SettingsHome />} />
          <Route path="verticals" element={<VerticalsRoute />} />
          <Route path=":area" element={<SettingsAreaLater />} />
        </Route>
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </BrowserRouter>
  );
}
