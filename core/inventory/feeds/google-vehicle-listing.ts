import { formatMoney } from '../../shared/money-text';
import { formattedName, type Vehicle } from '../vehicle';
import type { AdvertisedPayments, AdvertisedQuote } from './feed-payments';

/**
 * Google's vehicle listings feed as tab-separated text (decision, docs/decisions/inventory.md "Feeds out…"):
 * Google reads TSV and XML alike; TSV streams one line per vehicle with no nesting, and a
 * spreadsheet opens it. The attributes are Google's own names (developers.google.com/vehicle-listings
 * "Feed specification"), `installment` is Google's vehicle-ads payment attribute, and the `finance_*`
 * and `lease_*` columns are this project's (Google ignores attributes it does not know).
 */

/** What the feed says about the store on every line. */
export interface FeedStore {
  readonly id: number;
  readonly name: string;
  readonly country: 'CA' | 'US';
  readonly address: string;
  /** The store's pages of new and used vehicles, else its website ('' when none). */
  readonly newVehiclesPage: string;
  readonly usedVehiclesPage: string;
}

export const GOOGLE_FEED_COLUMNS = [
  'id', 'store_code', 'vin', 'dealership_name', 'dealership_address', 'title', 'description', 'link', 'image_link', 'additional_image_link',
  'price', 'vehicle_msrp', 'condition', 'make', 'model', 'trim', 'year', 'mileage', 'exterior_color', 'date_in_stock',
  'installment(months:amount:downpayment:credit_type:apr)',
  'finance_payment', 'finance_frequency', 'finance_term', 'finance_apr', 'finance_down_payment',
  'lease_payment', 'lease_frequency', 'lease_term', 'lease_apr', 'lease_down_payment', 'lease_distance_allowance',
] as const;

/** A cell holds no tab or line break (it would start a new cell or line): each run becomes one space. */
const cell = (value: string): string => value.replace(/[\t\r\n]+/g, ' ').trim();

const currencyOf = (store: FeedStore) => (store.country === 'US' ? 'USD' : 'CAD');
const amount = (cents: number, store: FeedStore) => `${formatMoney(cents)} ${currencyOf(store)}`;
const percent = (hundredths: number | null) => (hundredths === null ? '' : formatMoney(hundredths));

/** An image as Google must fetch it: absolute https/http as stored, a path of this server made absolute, anything else left out. */
export function absoluteImage(image: string, origin: string): string | null {
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('/') && !image.startsWith('//')) return `${origin}${image}`;
  return null;
}

/** Google's `installment`: one monthly plan (finance first, else lease); none when neither is paid monthly. */
function installment(p: AdvertisedPayments, store: FeedStore): string {
  const plan = [p.finance, p.lease].find((q): q is AdvertisedQuote => q !== null && q.frequency === 'monthly');
  if (plan === undefined) return '';
  return [String(plan.numberOfPayments ?? plan.term), amount(plan.paymentCents, store), amount(plan.downPaymentCents, store), plan.method, percent(plan.aprHundredths)].join(':');
}

function quoteCells(q: AdvertisedQuote | null, store: FeedStore): string[] {
  if (q === null) return ['', '', '', '', ''];
  return [amount(q.paymentCents, store), q.frequency, String(q.term), percent(q.aprHundredths), amount(q.downPaymentCents, store)];
}

/** The header line. */
export function googleFeedHeader(): string {
  return `${GOOGLE_FEED_COLUMNS.join('\t')}\n`;
}

/** One vehicle's line, its payments as the worksheet gives them; `origin` makes the server's own image paths absolute. */
export function googleFeedLine(v: Vehicle, payments: AdvertisedPayments, store: FeedStore, origin: string): string {
  const images = v.images.map((i) => absoluteImage(i, origin)).filter((i): i is string => i !== null);
  const isNew = v.condition === 'New';
  const name = formattedName(v);
  const description = [name, v.bodyType, v.fuelType, v.transmission, v.drivetrain, v.exteriorColor].filter((s) => s !== '').join(', ');
  const unit = store.country === 'US' ? 'miles' : 'km';
  const cells = [
    v.stockNumber, String(store.id), v.vin, store.name, store.address, name, description, isNew ? store.newVehiclesPage : store.usedVehiclesPage,
    images[0] ?? '', images.slice(1, 11).join(','), amount(v.listingPriceCents, store),
    isNew && v.msrpCents !== null ? amount(v.msrpCents, store) : '', isNew ? 'new' : 'used', v.make, v.model, v.trim, String(v.year),
    `${v.odometer} ${unit}`, v.exteriorColor, v.arrivalDate, installment(payments, store),
    ...quoteCells(payments.finance, store), ...quoteCells(payments.lease, store),
    payments.lease?.distanceAllowance == null ? '' : `${payments.lease.distanceAllowance} ${unit}`,
  ];
  return `${cells.map(cell).join('\t')}\n`;
}
