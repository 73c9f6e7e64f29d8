import type { Vehicle } from '../inventory/vehicle';
import { formattedName } from '../inventory/vehicle';
import type { DuplicateOrder } from './order-errors';
import type { OrderRepository } from './order-repository';

/** A customer has few deals: one page of this many holds every active one. */
const ACTIVE_DEALS_PAGE = 100;

type Compared = Pick<Vehicle, 'id' | 'stockNumber' | 'vin' | 'year' | 'make' | 'model' | 'trim'>;

const sameVehicle = (a: Compared, b: Compared): boolean =>
  a.id === b.id || (a.stockNumber !== '' && a.stockNumber === b.stockNumber) || (a.vin !== '' && a.vin === b.vin);

/**
 * The customer's active (not archived) deals for the same vehicle: same row, stock number or VIN
 * (a vehicle re-imported from the DMS gets a new row but keeps both). Empty: no duplicate.
 */
export async function duplicateOrders(orders: Pick<OrderRepository, 'list'>, dealershipId: number, customerId: number, vehicle: Compared): Promise<DuplicateOrder['duplicates']> {
  const { items } = await orders.list(dealershipId, {
    page: 1, pageSize: ACTIVE_DEALS_PAGE, customerId, archived: false, paymentType: null, status: null,
    ordering: { field: 'created', descending: true }, customerRep: null,
  });
  return items
    .filter((o) => o.vehicle !== null && sameVehicle(o.vehicle, vehicle))
    .map((o) => ({ id: o.id, vehicle: formattedName(o.vehicle ?? vehicle), stockNumber: o.vehicle?.stockNumber ?? '', createdAt: o.createdAt }));
}
