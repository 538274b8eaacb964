import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CroudiesRoute } from '../routes/CroudiesRoute';
import { EmployeeRoute } from '../routes/EmployeeRoute';
import { HrRoute } from '../routes/HrRoute';
import { MyProfileRoute } from '../routes/MyProfileRoute';
import { OnboardingRoute } from '../routes/OnboardingRoute';

/** The one router of this remote. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoute />} />
        <Route path="/my-profile/*" element={<MyProfileRoute />} />
        <Route path="/croudies/*" element={<CroudiesRoute />} />
        <Route path="/onboarding/*" element={<OnboardingRoute />} />
        <Route path="/hr-view/*" element={<HrRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
