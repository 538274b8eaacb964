import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PaymentCentreRoute } from '../routes/PaymentCentreRoute';

/** The one router of this remote. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="/payments/*" element={<PaymentCentreRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
