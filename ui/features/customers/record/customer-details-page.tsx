import { useParams } from 'react-router-dom';
import { CustomerRecord } from './customer-record';
import { NoSuchCustomer } from './no-such-customer';

/** /customers/:id and its children: the record, one view model per customer id. */
export function CustomerDetailsPage() {
  const { id } = useParams();
  const customerId = Number(id);
  if (!Number.isSafeInteger(customerId) || customerId < 1) return <NoSuchCustomer />;
  return <CustomerRecord key={customerId} id={customerId} />;
}
