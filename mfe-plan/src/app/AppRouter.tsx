import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlanRoute } from '../routes/PlanRoute';

/** The one router of this remote. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="/plan/*" element={<PlanRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
