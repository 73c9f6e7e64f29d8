/** Stock statuses (GLOSSARY): I in stock, T in transit, D demo, P pending, S sold, V virtual, R reserved, U unavailable, As-is. */
export const STOCK_STATUSES = ['I', 'T', 'D', 'P', 'S', 'V', 'R', 'U', 'As-is'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Statuses a vehicle can be put on a new deal in: not sold, not unavailable. */
export const AVAILABLE_STOCK_STATUSES: readonly StockStatus[] = ['I', 'T', 'D', 'P', 'V', 'R', 'As-is'];

export const CONDITIONS = ['New', 'Used'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const FUEL_TYPES = ['Diesel', 'Gasoline', 'Electric', 'Hybrid', 'Plug-in Hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const BODY_TYPES = ['Sedan', 'Hatchback', 'SUV', 'Truck', 'Coupe', 'Minivan', 'Wagon', 'Convertible'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export interface VehiclePackage {
  readonly code: string;
  readonly name: string;
  readonly priceCents: number;
}

/** A dealer's advertised payment for a vehicle (monthly), as an inventory feed carries it. */
export interface AdvertisedPayment {
  readonly monthlyCents: number;
  readonly term: number;
  /** Annual rate in basis points (699 = 6.99 %). */
  readonly rateBasisPoints: number;
}

/** A vehicle of a dealership's inventory (spec 001 and 002 section 3). */
export interface Vehicle {
  readonly id: number;
  readonly dealershipId: number;
  readonly vin: string;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly condition: Condition;
  readonly stockNumber: string;
  readonly stockStatus: StockStatus;
  readonly listingPriceCents: number;
  readonly msrpCents: number | null;
  /** Kilometres in Canada, miles in the USA (the store's country says which). */
  readonly odometer: number;
  readonly fuelType: FuelType;
  readonly exteriorColor: string;
  readonly interiorColor: string;
  readonly bodyType: BodyType;
  readonly transmission: string;
  readonly drivetrain: string;
  /** YYYY-MM-DD */
  readonly arrivalDate: string;
  readonly deliveryChargeCents: number;
  readonly images: readonly string[];
  readonly packages: readonly VehiclePackage[];
  readonly spinCarUrl: string;
  readonly financePayment: AdvertisedPayment | null;
  readonly leasePayment: AdvertisedPayment | null;
  /** When a full feed left it out (issue 31 item 1); absent while the feed holds it. Open deals holding it warn. */
  readonly leftFeedAt?: Date;
}

/** "2024 Toyota RAV4 XLE" */
export function formattedName(v: Pick<Vehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return [String(v.year), v.make, v.model, v.trim].filter((s) => s !== '').join(' ');
}
