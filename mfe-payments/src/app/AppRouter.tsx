import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundResult, PageLoading } from '@work/shared-ui';

// Each page loads when first opened, so the remote's entry stays small: the payment centre, the invoice list and page,
// the creation steps, and finance's grid (with the data grid and the croudie picker) are chunks of their own.
const PaymentCentreRoute = lazy(() => import('../routes/PaymentCentreRoute').then((m) => ({ default: m.PaymentCentreRoute })));
const InvoicesRoute = lazy(() => import('../routes/InvoicesRoute').then((m) => ({ default: m.InvoicesRoute })));
const NewInvoiceRoute = lazy(() => import('../routes/NewInvoiceRoute').then((m) => ({ default: m.NewInvoiceRoute })));
const InvoiceRoute = lazy(() => import('../routes/InvoiceRoute').then((m) => ({ default: m.InvoiceRoute })));
const FinanceRoute = lazy(() => import('../routes/FinanceRoute').then((m) => ({ default: m.FinanceRoute })));

/** The one router of this remote. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/payments" element={<PaymentCentreRoute />} />
          <Route path="/payments/invoices" element={<InvoicesRoute />} />
          <Route path="/payments/invoices/new" element={<NewInvoiceRoute />} />
          <Route path="/payments/invoices/:id" element={<InvoiceRoute />} />
          <Route path="/payments/finance" element={<FinanceRoute />} />
          <Route path="*" element={<NotFoundResult />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
