import { useParams } from 'react-router-dom';
import { ClientPage } from '../features/client/ClientPage';

export function ClientRoute() {
  const { id = '' } = useParams();
  // key: another client's page starts from loading, not from the previous client's answer
  return <ClientPage key={id} id={id} />;
}
