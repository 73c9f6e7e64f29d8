import type { Dealership } from '@dealer-panel/core/access/dealership';
import { formattedName, type AdvertisedPayment, type Vehicle } from '@dealer-panel/core/inventory/vehicle';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import type { VehicleBody } from '../../contract/inventory/inventory';
import { rateText } from '../customers/customer-body';

function paymentBody(p: AdvertisedPayment | null) {
  if (p === null) return null;
  const monthly = formatMoney(p.monthlyCents);
  return { monthly_payment: monthly, payment: monthly, term: p.term, frequency: 'monthly' as const, rate: rateText(p.rateBasisPoints) };
}

/** A vehicle as shown on orders; the dealership is the session's (vehicles never cross stores). */
export function vehicleBody(v: Vehicle, d: Dealership): VehicleBody {
  return {
    id: v.id, vin: v.vin, year: v.year, make: v.make, model: v.model, trim: v.trim, formatted_name: formattedName(v),
    condition: v.condition, vehicle_condition: v.condition, is_new: v.condition === 'New', stock_number: v.stockNumber,
    stock_status: v.stockStatus, listing_price: formatMoney(v.listingPriceCents), msrp: v.msrpCents === null ? null : formatMoney(v.msrpCents),
    odometer: v.odometer, odometer_unit: d.country === 'US' ? 'mi' : 'km', fuel_type: v.fuelType, exterior_color: v.exteriorColor,
    interior_color: v.interiorColor, body_type: v.bodyType, transmission: v.transmission, drivetrain: v.drivetrain,
    arrival_date: v.arrivalDate, delivery_charge: formatMoney(v.deliveryChargeCents), images: [...v.images],
    packages: v.packages.map((p) => ({ code: p.code, name: p.name, price: formatMoney(p.priceCents) })), spin_car_url: v.spinCarUrl,
    finance_payment: paymentBody(v.financePayment), lease_payment: paymentBody(v.leasePayment),
    cash_payment: { amount: formatMoney(v.listingPriceCents) },
    dealership_details: { id: d.id, name: d.name, city: d.city, province_code: d.provinceCode, country: d.country },
    ...(v.leftFeedAt === undefined ? {} : { left_feed_at: v.leftFeedAt.toISOString() }),
  };
}
