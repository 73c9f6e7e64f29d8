import { BODY_TYPES, CONDITIONS, FUEL_TYPES, STOCK_STATUSES, type AdvertisedPayment, type Vehicle } from '@dealer-panel/core/inventory/vehicle';
import { narrow } from '../shared/column-narrowing';
import { vehicles } from './schema';

export const vehicleColumns = {
  id: vehicles.id, dealershipId: vehicles.dealershipId, vin: vehicles.vin, year: vehicles.year, make: vehicles.make,
  model: vehicles.model, trim: vehicles.trim, condition: vehicles.condition, stockNumber: vehicles.stockNumber,
  stockStatus: vehicles.stockStatus, listingPriceCents: vehicles.listingPriceCents, msrpCents: vehicles.msrpCents,
  odometer: vehicles.odometer, fuelType: vehicles.fuelType, exteriorColor: vehicles.exteriorColor,
  interiorColor: vehicles.interiorColor, bodyType: vehicles.bodyType, transmission: vehicles.transmission,
  drivetrain: vehicles.drivetrain, arrivalDate: vehicles.arrivalDate, deliveryChargeCents: vehicles.deliveryChargeCents,
  images: vehicles.images, packages: vehicles.packages, spinCarUrl: vehicles.spinCarUrl,
  financePaymentCents: vehicles.financePaymentCents, financeTerm: vehicles.financeTerm, financeRateBp: vehicles.financeRateBp,
  leasePaymentCents: vehicles.leasePaymentCents, leaseTerm: vehicles.leaseTerm, leaseRateBp: vehicles.leaseRateBp,
  leftFeedAt: vehicles.leftFeedAt,
};

export type VehicleRow = Pick<typeof vehicles.$inferSelect, keyof typeof vehicleColumns>;

function payment(monthly: number | null, term: number | null, rate: number | null): AdvertisedPayment | null {
  return monthly === null || term === null || rate === null ? null : { monthlyCents: monthly, term, rateBasisPoints: rate };
}

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id, dealershipId: row.dealershipId, vin: row.vin, year: row.year, make: row.make, model: row.model, trim: row.trim,
    condition: narrow(CONDITIONS, row.condition, 'Used'), stockNumber: row.stockNumber,
    stockStatus: narrow(STOCK_STATUSES, row.stockStatus, 'U'), listingPriceCents: row.listingPriceCents, msrpCents: row.msrpCents,
    odometer: row.odometer, fuelType: narrow(FUEL_TYPES, row.fuelType, 'Gasoline'), exteriorColor: row.exteriorColor,
    interiorColor: row.interiorColor, bodyType: narrow(BODY_TYPES, row.bodyType, 'Sedan'), transmission: row.transmission,
    drivetrain: row.drivetrain, arrivalDate: row.arrivalDate, deliveryChargeCents: row.deliveryChargeCents,
    images: Array.isArray(row.images) ? row.images.filter((i): i is string => typeof i === 'string') : [],
    packages: Array.isArray(row.packages) ? row.packages.filter((p) => typeof p?.code === 'string' && typeof p.name === 'string' && Number.isSafeInteger(p.priceCents)) : [],
    spinCarUrl: row.spinCarUrl,
    financePayment: payment(row.financePaymentCents, row.financeTerm, row.financeRateBp),
    leasePayment: payment(row.leasePaymentCents, row.leaseTerm, row.leaseRateBp),
    ...(row.leftFeedAt === null ? {} : { leftFeedAt: row.leftFeedAt }),
  };
}
