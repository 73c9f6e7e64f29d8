import type { ArchiveStatus, LeadType } from '@dealer-panel/core/customers/customer';
import type { AppointmentStatus, DepositMode, DepositState, OrderStatus, PaymentType, StepName } from '@dealer-panel/core/shared/deal-states';
import { vinCheckDigit } from '@dealer-panel/core/shared/validation/vin';

/** A VIN with its North-American check digit put in position 9 (written as _). */
const vin = (draft: string): string => `${draft.slice(0, 8)}${vinCheckDigit(draft.replace('_', '0')) ?? '0'}${draft.slice(9)}`;

export const FIXTURE_VEHICLES = {
  civic: { vin: vin('2HGFE2F5_RH500001'), year: 2024, make: 'Honda', model: 'Civic', trim: 'Sport', condition: 'New', stockStatus: 'I', priceCents: 3_199_900, odometer: 12, fuelType: 'Gasoline', color: 'Sonic Grey Pearl', bodyType: 'Sedan', arrivalDate: '2026-04-02' },
  rav4: { vin: vin('2T3P1RFV_MW100002'), year: 2021, make: 'Toyota', model: 'RAV4', trim: 'XLE', condition: 'Used', stockStatus: 'P', priceCents: 3_249_500, odometer: 61_250, fuelType: 'Gasoline', color: 'Blueprint', bodyType: 'SUV', arrivalDate: '2026-03-15' },
  tiguan: { vin: vin('3VV2B7AX_PM000003'), year: 2023, make: 'Volkswagen', model: 'Tiguan', trim: 'Comfortline', condition: 'Used', stockStatus: 'S', priceCents: 3_389_000, odometer: 28_400, fuelType: 'Gasoline', color: 'Pure White', bodyType: 'SUV', arrivalDate: '2026-02-10' },
  crv: { vin: vin('2HKRS6H8_SH100004'), year: 2025, make: 'Honda', model: 'CR-V', trim: 'EX-L', condition: 'New', stockStatus: 'T', priceCents: 4_449_900, odometer: 8, fuelType: 'Hybrid', color: 'Canyon River Blue', bodyType: 'SUV', arrivalDate: '2026-05-20' },
  f150: { vin: vin('1FTFW1E5_KFA00005'), year: 2019, make: 'Ford', model: 'F-150', trim: 'XLT', condition: 'Used', stockStatus: 'As-is', priceCents: 2_299_500, odometer: 164_000, fuelType: 'Gasoline', color: 'Magma Red', bodyType: 'Truck', arrivalDate: '2026-01-08' },
} as const;
export type VehicleKey = keyof typeof FIXTURE_VEHICLES;

type Rep = 'rep' | 'manager' | 'none';
interface CustomerRow {
  readonly firstName: string; readonly lastName: string; readonly email: string; readonly phone: string;
  readonly addressLine1: string; readonly city: string; readonly postalCode: string;
  readonly rep: Rep; readonly leadType: LeadType; readonly archive: ArchiveStatus; readonly daysAgo: number;
}
const c = (firstName: string, lastName: string, email: string, phone: string, addressLine1: string, rep: Rep, leadType: LeadType, archive: ArchiveStatus, daysAgo: number): CustomerRow =>
  ({ firstName, lastName, email, phone, addressLine1, city: 'Toronto', postalCode: 'M5V 2T6', rep, leadType, archive, daysAgo });

/** Ontario customers; ids ascend in this order, created `daysAgo` days before the clock. */
export const FIXTURE_CUSTOMERS = {
  gagne: c('Hélène', 'Gagné', 'helene.gagne@example.com', '4165550101', "12 rue de l'École", 'rep', 'website', 'Active', 1),
  cote: c('Marc', 'Côté', 'marc.cote@example.net', '6475550102', '45 Queen St W', 'manager', 'walk_in', 'Active', 2),
  belanger: c('Zoé', 'Bélanger', 'zoe.b@example.org', '', '9 Bay St', 'none', 'phone', 'Active', 3),
  smith: c('Liam', 'Smith', 'liam.smith@example.com', '4165550104', '77 King St E', 'rep', 'referral', 'Lost', 4),
  brown: c('Olivia', 'Brown', 'olivia.brown@example.com', '4165550105', '1 Yonge St', 'rep', 'third_party', 'Sold', 5),
  wilson: c('Noah', 'Wilson', '', '6475550106', '350 Bloor St W', 'manager', 'chat', 'Active', 6),
  levesque: c('Émile', 'Lévesque', 'emile.levesque@example.com', '4165550107', '300 avenue des Érables', 'rep', 'website', 'Active', 7),
  thompson: c('Ava', 'Thompson', 'ava.t@example.com', '4165550108', '18 Dundas St W', 'none', 'website', 'Active', 8),
  macdonald: c('Ethan', 'MacDonald', 'ethan.mac@example.com', '6475550109', '2 Danforth Ave', 'rep', 'walk_in', 'Active', 9),
  tremblay: c('Chloé', 'Tremblay', 'chloe.tremblay@example.com', '4165550110', '66 Kingston Rd', 'manager', 'phone', 'Active', 10),
  martin: c('Grace', 'Martin', 'grace.martin@example.com', '4165550111', '5 Bayview Ave', 'rep', 'website', 'Lost', 11),
  clarke: c('Daniel', 'Clarke', 'daniel.clarke@example.com', '6475550112', '40 Gerrard St E', 'none', 'referral', 'Active', 12),
} as const;
export type CustomerKey = keyof typeof FIXTURE_CUSTOMERS;

export interface OrderRow {
  readonly customer: CustomerKey; readonly vehicle: VehicleKey; readonly paymentType: PaymentType; readonly status: OrderStatus;
  readonly steps?: Partial<Record<StepName, OrderStatus>>; readonly deposit?: DepositState; readonly depositMode?: DepositMode;
  readonly appointment?: AppointmentStatus; readonly archived?: boolean;
  /** Hours after the customer's creation (default 1): Gagné's cash deal is older than her finance deal. */
  readonly hoursLater?: number;
}

/** Deals: the answers of every deal filter follow from this table (see customers-list.test.ts). */
export const FIXTURE_ORDERS = {
  gagneFinance: { customer: 'gagne', vehicle: 'civic', paymentType: 'finance', status: 'pending', hoursLater: 2,
    steps: { 'build-and-price': 'completed', 'trade-in': 'awaiting-dealer', 'credit-app': 'awaiting-customer', 'deposit': 'pre_authorized' },
    deposit: 'pre_authorized', depositMode: 'hold' },
  gagneCash: { customer: 'gagne', vehicle: 'rav4', paymentType: 'cash', status: 'initial' },
  coteLease: { customer: 'cote', vehicle: 'crv', paymentType: 'lease', status: 'awaiting-customer',
    steps: { 'build-and-price': 'completed', 'credit-app': 'completed', 'deposit': 'completed', 'appointment': 'appointment' },
    deposit: 'confirmed', depositMode: 'capture', appointment: 'confirmed' },
  belangerCash: { customer: 'belanger', vehicle: 'rav4', paymentType: 'cash', status: 'completed',
    steps: { 'build-and-price': 'completed', 'deposit': 'refunded', 'appointment': 'canceled' },
    deposit: 'refunded', depositMode: 'capture', appointment: 'cancelled' },
  belangerArchived: { customer: 'belanger', vehicle: 'f150', paymentType: 'finance', status: 'declined', archived: true, steps: { 'credit-app': 'declined' } },
  smithFinance: { customer: 'smith', vehicle: 'tiguan', paymentType: 'finance', status: 'completed' },
  brownCash: { customer: 'brown', vehicle: 'tiguan', paymentType: 'cash', status: 'completed' },
  levesqueFinance: { customer: 'levesque', vehicle: 'rav4', paymentType: 'finance', status: 'initial' },
  thompsonLease: { customer: 'thompson', vehicle: 'civic', paymentType: 'lease', status: 'hidden-awaiting-decision',
    steps: { 'trade-in': 'hidden-awaiting-decision', 'appointment': 'pending' }, appointment: 'unconfirmed' },
  macdonaldCash: { customer: 'macdonald', vehicle: 'f150', paymentType: 'cash', status: 'declined', steps: { 'credit-app': 'declined' } },
  tremblayFinance: { customer: 'tremblay', vehicle: 'crv', paymentType: 'finance', status: 'reserved',
    steps: { 'deposit': 'reserved' }, deposit: 'created', depositMode: 'hold' },
} as const satisfies Record<string, OrderRow>;
export type OrderKey = keyof typeof FIXTURE_ORDERS;
export const ORDER_ROWS: Readonly<Record<OrderKey, OrderRow>> = FIXTURE_ORDERS;
