import { paths } from './paths';

/** Paths of the customers screens under /dealer. */
export const customerPaths = {
  list: (search = '') => (search === '' ? paths.customers() : `${paths.customers()}?${search}`),
  add: () => paths.of('add-customer'),
  record: (id: number) => paths.of('customer-details', { id }),
  addOrder: (id: number) => paths.of('add-order', { id }),
};
