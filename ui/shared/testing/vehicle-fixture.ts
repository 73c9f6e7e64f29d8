import type { VehicleBody } from '../../../adapters/http/contract/inventory/inventory';

/** A vehicle of the Ontario store's inventory as the API answers it, for tests. */
export function aVehicle(overrides: Partial<VehicleBody> = {}): VehicleBody {
  return {
    id: 501, vin: '2HGFE2F50RH512345', year: 2024, make: 'Honda', model: 'Civic', trim: 'LX', formatted_name: '2024 Honda Civic LX',
    condition: 'New', vehicle_condition: 'New', is_new: true, stock_number: 'LMN10080', stock_status: 'I', listing_price: '28495.00', msrp: '28995.00',
    odometer: 12, odometer_unit: 'km', fuel_type: 'Gasoline', exterior_color: 'Silver', interior_color: 'Black', body_type: 'Sedan',
    transmission: 'CVT', drivetrain: 'FWD', arrival_date: '2026-02-01', delivery_charge: '1950.00', images: [], packages: [], spin_car_url: '',
    finance_payment: null, lease_payment: null, cash_payment: { amount: '28495.00' },
    dealership_details: { id: 1, name: 'Lakeshore Motors', city: 'Toronto', province_code: 'ON', country: 'CA' },
    ...overrides,
  };
}
