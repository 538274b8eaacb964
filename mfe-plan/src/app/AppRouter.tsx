import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundResult } from '@work/shared-ui';
import { PlanRoute } from '../routes/PlanRoute';
import { ClientRoute } from '../routes/ClientRoute';

/** The one router of this remote. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="/plan/*" element={<PlanRoute />} />
        <Route path="/client/:id" element={<ClientRoute />} />
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </BrowserRouter>
  );
}
