import { useParams } from 'react-router-dom';
import { NotFoundResult } from '@work/shared-ui';
import { InvoicePage } from '../features/invoices/InvoicePage';

/** /payments/invoices/:id (the croudie's own invoice, or any for finance). */
export function InvoiceRoute() {
  const id = useParams()['id'];
  // a path segment that cannot be an id is no invoice (the API answers NOT_FOUND for the rest)
  if (!id || !/^[\w-]{1,64}$/.test(id)) return <NotFoundResult />;
  return <InvoicePage id={id} />;
}
