/**
 * The memory soak's traffic (tests/bench/memory-soak.ts): a signed-in dealer browsing the demo, as
 * requests for the load generator to cycle through. The customer list with searches (names of the
 * demo's customers, and ones that never repeat: `{n}`), filters, orderings and pages; customer records,
 * deals and their payment types, pricing (finance and lease), the inventory search and vehicle
 * records, analytics over several periods.
 */
import type { APIRequestContext } from 'playwright';

export interface SoakRequest { readonly method: 'GET' | 'POST'; readonly path: string; readonly body?: string }

interface Customer { readonly id: number; readonly first_name?: string; readonly last_name?: string }
interface Order { readonly id: number; readonly customer: number }
interface PaymentType { readonly id: number; readonly method: string }

const CUSTOMER_FILTERS = [
  'payment_type=finance', 'payment_type=lease', 'payment_type=cash', 'lead_type=website', 'lead_type=walk_in,phone',
  'archive_status=all', 'archive_status=Sold', 'condition=New', 'condition=Used', 'awaiting=dealer', 'awaiting=customer',
  'payment_type=finance&lead_type=website&archive_status=Active', 'deposit=none', 'appointment=confirmed',
];
const CUSTOMER_ORDERINGS = ['-created', 'name', '-updated', 'last_name', 'email', 'awaiting', 'sales_rep'];
const VEHICLE_FILTERS = [
  '', 'condition=New', 'condition=Used', 'body_type=SUV', 'fuel_type=Electric,Hybrid', 'price_max=40000', 'year_min=2022',
  'ordering=price', 'ordering=-year', 'payment_type=finance&payment_max=600', 'payment_type=lease&payment_max=500',
];
const PERIODS = [['2026-05-01', '2026-06-01'], ['2026-01-01', '2026-06-01'], ['2025-06-01', '2026-06-01'], ['2026-11-01', '2026-12-07']];

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const answer = await api.get(path);
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()}`);
  return (await answer.json()) as T;
}

const get = (path: string): SoakRequest => ({ method: 'GET', path });

/** The requests, read from the demo through the signed-in admin's session. */
export async function soakTraffic(api: APIRequestContext): Promise<SoakRequest[]> {
  const customers: Customer[] = [];
  for (let page = 1; page <= 6; page += 1) customers.push(...(await json<{ results: Customer[] }>(api, `/api/dealer/customer/?archive_status=all&page=${page}`)).results);
  const orders = (await json<{ results: Order[] }>(api, '/api/dealer/order/?page_size=50')).results;
  const vehicles = (await json<{ results: { id: number }[] }>(api, '/api/dealer/inventory/search/')).results;
  const types: PaymentType[] = [];
  for (const order of orders.slice(0, 10)) types.push(...(await json<{ results: PaymentType[] }>(api, `/api/dealer/order/${order.id}/payment-types/`)).results);
  const words = [...new Set(customers.flatMap((c) => [c.first_name, c.last_name]).filter((w): w is string => typeof w === 'string' && w.length > 2))];
  const requests: SoakRequest[] = [];
  customers.forEach((customer, i) => {
    const word = words[i % Math.max(words.length, 1)] ?? 'a';
    requests.push(
      get(`/api/dealer/customer/?ordering=${CUSTOMER_ORDERINGS[i % CUSTOMER_ORDERINGS.length] ?? ''}&page=${1 + (i % 5)}`),
      get(`/api/dealer/customer/?search=${encodeURIComponent(word.slice(0, 2 + (i % 4)))}`),
      get(`/api/dealer/customer/?${CUSTOMER_FILTERS[i % CUSTOMER_FILTERS.length] ?? ''}&page=${1 + (i % 3)}`),
      get(`/api/dealer/dealership/customers/${customer.id}/`),
    );
    if (i % 4 === 0) requests.push(get(`/api/dealer/customer/?search=soak{n}`), get('/api/dealer/dealership/customer_list_filter_data/'));
    const order = orders[i % Math.max(orders.length, 1)];
    if (order !== undefined) requests.push(get(`/api/dealer/order/${order.id}/`), get(`/api/dealer/order/${order.id}/payment-types/`));
    const type = types[i % Math.max(types.length, 1)];
    if (type !== undefined && (type.method === 'finance' || type.method === 'lease')) {
      const body = type.method === 'finance' ? { term: 36 + 12 * (i % 4), down_payment: `${1000 + 500 * (i % 5)}.00`, payment_frequency: 'biweekly' } : { term: 36 + 12 * (i % 2), down_payment: '2500.00', distance_allowance: 20000 };
      requests.push({ method: 'POST', path: `/api/dealer/payment-type/${type.id}/pricing/`, body: JSON.stringify(body) });
    }
    const vehicleFilter = VEHICLE_FILTERS[i % VEHICLE_FILTERS.length] ?? '';
    requests.push(get(`/api/dealer/inventory/search/?page=${1 + (i % 3)}${vehicleFilter === '' ? '' : `&${vehicleFilter}`}`));
    const vehicle = vehicles[i % Math.max(vehicles.length, 1)];
    if (vehicle !== undefined) requests.push(get(`/api/dealer/inventory/vehicles/${vehicle.id}/`));
    if (i % 3 === 0) requests.push(get('/api/dealer/order/?page_size=20'));
    if (i % 5 === 0) {
      const [from, to] = PERIODS[(i / 5) % PERIODS.length] ?? ['2026-05-01', '2026-06-01'];
      requests.push(get(`/api/dealer/analytics/?from=${from}&to=${to}`));
    }
  });
  await preflight(api, requests);
  return requests;
}

/** Each kind of request once, so that a route the soak would only see failing is named before it starts. */
async function preflight(api: APIRequestContext, requests: readonly SoakRequest[]): Promise<void> {
  const kinds = new Map<string, SoakRequest>();
  for (const r of requests) kinds.set(`${r.method} ${r.path.replace(/\d+/g, '#').replace(/=[^&]*/g, '=')}`, r);
  const failed: string[] = [];
  for (const [kind, r] of kinds) {
    const path = r.path.replaceAll('{n}', '0');
    const answer = r.method === 'GET' ? await api.get(path) : await api.post(path, { data: r.body === undefined ? undefined : (JSON.parse(r.body) as unknown), headers: { 'X-CSRFToken': await csrf(api) } });
    if (!answer.ok()) failed.push(`${kind}: ${answer.status()} ${(await answer.text()).slice(0, 200)}`);
  }
  if (failed.length > 0) throw new Error(`the soak's requests fail:\n${failed.join('\n')}`);
}

const csrf = async (api: APIRequestContext) => (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
