import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CroudiesRoute } from '../routes/CroudiesRoute';
import { EmployeeRoute } from '../routes/EmployeeRoute';
import { MyProfileRoute } from '../routes/MyProfileRoute';

/** The one router of this remote. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoute />} />
        <Route path="/my-profile/*" element={<MyProfileRoute />} />
        <Route path="/croudies/*" element={<CroudiesRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
