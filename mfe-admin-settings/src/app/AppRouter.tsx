import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundResult } from '@work/shared-ui';
import { SettingsAreaLater, SettingsHome, SettingsRoute } from '../routes/SettingsRoute';
import { AnnouncementsRoute } from '../routes/AnnouncementsRoute';

// Each area's list loads when first opened.
const RolesRoute = lazy(() => import('../routes/RolesRoute').then((m) => ({ default: m.RolesRoute })));
const RoleRoute = lazy(() => import('../routes/RoleRoute').then((m) => ({ default: m.RoleRoute })));
const VerticalsRoute = lazy(() => import('../routes/VerticalsRoute').then((m) => ({ default: m.VerticalsRoute })));
const ChannelTypesRoute = lazy(() => import('../routes/ChannelTypesRoute').then((m) => ({ default: m.ChannelTypesRoute })));
const QualificationsRoute = lazy(() => import('../routes/QualificationsRoute').then((m) => ({ default: m.QualificationsRoute })));
const VerificationsRoute = lazy(() => import('../routes/VerificationsRoute').then((m) => ({ default: m.VerificationsRoute })));
const OfficesRoute = lazy(() => import('../routes/OfficesRoute').then((m) => ({ default: m.OfficesRoute })));
const TeamsRoute = lazy(() => import('../routes/TeamsRoute').then((m) => ({ default: m.TeamsRoute })));
const PublicHolidaysRoute = lazy(() => import('../routes/PublicHolidaysRoute').then((m) => ({ default: m.PublicHolidaysRoute })));
const ChannelsRoute = lazy(() => import('../routes/ChannelsRoute').then((m) => ({ default: m.ChannelsRoute })));
const TemplatesRoute = lazy(() => import('../routes/TemplatesRoute').then((m) => ({ default: m.TemplatesRoute })));
const TaskBackdateRoute = lazy(() => import('../routes/TaskBackdateRoute').then((m) => ({ default: m.TaskBackdateRoute })));
const AnnouncementListRoute = lazy(() => import('../routes/AnnouncementListRoute').then((m) => ({ default: m.AnnouncementListRoute })));
const AnnouncementReportRoute = lazy(() =>
  import('../routes/AnnouncementReportRoute').then((m) => ({ default: m.AnnouncementReportRoute })),
);

/** The one router of this remote. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="/settings" element={<SettingsRoute />}>
          <Route index element={<SettingsHome />} />
          <Route path="templates" element={<TemplatesRoute />} />
          <Route path="roles" element={<RolesRoute />} />
          <Route path="roles/:role" element={<RoleRoute />} />
          <Route path="verticals" element={<VerticalsRoute />} />
          <Route path="channel-types" element={<ChannelTypesRoute />} />
          <Route path="qualifications" element={<QualificationsRoute />} />
          <Route path="verifications" element={<VerificationsRoute />} />
          <Route path="offices" element={<OfficesRoute />} />
          <Route path="teams" element={<TeamsRoute />} />
          <Route path="public-holidays" element={<PublicHolidaysRoute />} />
          <Route path="channels" element={<ChannelsRoute />} />
          <Route path="task-backdate" element={<TaskBackdateRoute />} />
          <Route path=":area" element={<SettingsAreaLater />} />
        </Route>
        <Route path="/announcements" element={<AnnouncementsRoute />}>
          <Route index element={<AnnouncementListRoute />} />
          <Route path=":id/report" element={<AnnouncementReportRoute />} />
          <Route path="*" element={<NotFoundResult />} />
        </Route>
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </BrowserRouter>
  );
}
