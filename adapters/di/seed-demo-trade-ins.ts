import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import sharp from 'sharp';
import { ENDED_STATUSES } from '@dealer-panel/core/shared/deal-states';
import { odometerKm } from '@dealer-panel/core/trade-ins/odometer';
import { dayOf, storeDay } from '@dealer-panel/core/trade-ins/offer';
import { MAX_PICTURE_SIDE } from '@dealer-panel/core/trade-ins/picture';
import { amountOwingCents, tradeInTypeOf, type PictureSlot } from '@dealer-panel/core/trade-ins/trade-in';
import { parseTradeIn } from '@dealer-panel/core/trade-ins/trade-in-form';
import { vinCheckDigit } from '@dealer-panel/core/shared/validation/vin';
import { dealerships, memberships } from '../persistence/access/schema';
import { orders } from '../persistence/orders/schema';
import { STORES } from '../persistence/seed/demo-stores';
import type { Ports } from './ports';
import { claimDemoStep } from '../persistence/seed/demo-step';

export const DEMO_TRADE_INS_MARKER = 'demo_seed_trade_ins';
/**
 * The browser journeys take deals from the newest 100 of a store (tests/e2e: the worksheet the
 * newest, the trade-in journey the middle one, the shop's journeys those without a trade-in): the
 * demo trade-ins go on older deals, which no journey takes.
 */
export const JOURNEY_WINDOW = 100;

/** A VIN with its check digit (position 9) computed: `wmi` + 5 descriptor characters + year character + plant + serial. */
const withCheckDigit = (draft: string): string => `${draft.slice(0, 8)}${vinCheckDigit(draft) ?? '0'}${draft.slice(9)}`;

/** What each store's demo trade-ins are; `offer`: none, one awaiting the customer's answer, or one accepted. */
const VEHICLES = [
  { year: 2019, make: 'Toyota', model: 'RAV4', trim: 'LE', color: 'Silver', odometer: 72_000, vin: '2T3B1RFV0KC000101', condition: 'good', finance: '6300.00', lease: '0', offer: 'awaiting', pictures: ['front', 'back', 'left', 'dashboard'] },
  { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX', color: 'Blue', odometer: 58_500, vin: '2HGFC2F50LH000202', condition: 'excellent', finance: '0', lease: '4250.50', offer: 'accepted', pictures: ['front', 'right', 'seat_interior', 'vin'] },
  { year: 2017, make: 'Ford', model: 'Escape', trim: 'SE', color: 'Red', odometer: 121_000, vin: '1FMCU9GD0HU000303', condition: 'fair', finance: '0', lease: '0', offer: 'none', pictures: ['front', 'back'] },
  { year: 2021, make: 'Hyundai', model: 'Elantra', trim: 'Preferred', color: 'White', odometer: 34_000, vin: 'KMHLM4AG0MU000404', condition: 'good', finance: '11250.00', lease: '0', offer: 'none', pictures: [] },
] as const;

const COLOURS: Readonly<Record<PictureSlot, string>> = {
  front: '#1e6091', back: '#168aad', left: '#52796f', right: '#6a4c93', dashboard: '#3d405b', seat_interior: '#7f5539', vin: '#495057',
};
const NAMES: Readonly<Record<PictureSlot, string>> = {
  front: 'FRONT · AVANT', back: 'BACK · ARRIÈRE', left: 'LEFT · GAUCHE', right: 'RIGHT · DROITE', dashboard: 'DASHBOARD · TABLEAU DE BORD', seat_interior: 'SEATS · SIÈGES', vin: 'VIN · NIV',
};

/** A demo picture: the slot's colour with its name in both languages (a JPEG drawn here, nothing kept in git). */
export function demoPicture(slot: PictureSlot, vehicle: string): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="${COLOURS[slot]}"/>
  <text x="400" y="290" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="bold" fill="#fff" text-anchor="middle">${NAMES[slot]}</text>
  <text x="400" y="350" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#fff" opacity="0.85" text-anchor="middle">${vehicle}</text>
</svg>`;
  return sharp(Buffer.from(svg)).resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer({ resolveWithObject: true });
}

/**
 * Demo trade-ins (issue 16), once (their own marker): in each demo store, four active deals outside
 * the journeys' window get a customer's vehicle (valid VIN, odometer in the store's unit, amounts
 * owed), the six simulated vendors' estimates, pictures in some slots, and for two of them an
 * offer: one awaiting the customer's answer, one accepted (on the worksheet).
 */
export async function seedDemoTradeIns(p: Ports): Promise<{ readonly seeded: boolean; readonly tradeIns: number }> {
  const db = p.database.db;
  const orgId = await claimDemoStep(db, DEMO_TRADE_INS_MARKER, p.clock.now());
  if (orgId === null) return { seeded: false, tradeIns: 0 };
  const org = { id: orgId };
  const now = p.clock.now();
  let made = 0;
  for (const store of STORES) {
    const [d] = await db.select({ id: dealerships.id }).from(dealerships).where(and(eq(dealerships.organizationId, org.id), eq(dealerships.name, store.name)));
    if (!d) continue;
    const [staff] = await db.select({ userId: memberships.userId }).from(memberships).where(and(eq(memberships.dealershipId, d.id), inArray(memberships.role, ['dealer_admin', 'dealer_sales_manager', 'organization_admin']))).orderBy(asc(memberships.role)).limit(1);
    const older = await db.select({ id: orders.id, isArchived: orders.isArchived, status: orders.status }).from(orders)
      .where(eq(orders.dealershipId, d.id)).orderBy(desc(orders.createdAt), desc(orders.id)).offset(JOURNEY_WINDOW);
    const deals = older.filter((o) => !o.isArchived && !(ENDED_STATUSES as readonly string[]).includes(o.status)).slice(0, VEHICLES.length);
    for (const [i, deal] of deals.entries()) {
      const v = VEHICLES[i]!;
      const owner = await p.tradeIns.owner(d.id, { orderId: deal.id });
      if (owner === null) continue;
      const odometer = owner.country === 'US' ? Math.round(v.odometer / 1.609344) : v.odometer;
      const fields = parseTradeIn({
        vehicle: { year: v.year, make: v.make, model: v.model, trim: v.trim, color: v.color, transmission: 'automatic', odometer, vin: withCheckDigit(v.vin) },
        condition: v.condition, finance_amount_due: v.finance, lease_amount_due: v.lease, accident: false, accepted_terms: true,
      }, owner.country, now);
      if (E.isLeft(fields)) throw new Error(`demo trade-in of deal ${deal.id}: ${JSON.stringify(fields.left)}`);
      const tradeIn = await p.tradeIns.save(owner, fields.right, 'awaiting-dealer', null, now);
      for (const vendor of p.valuationVendors) {
        const f = fields.right.vehicle;
        const result = await vendor.estimate({ year: f.year, make: f.make, model: f.model, trim: f.trim, odometerKm: odometerKm(f.odometer, f.odometerUnit), condition: fields.right.condition, vin: f.vin, region: owner.region });
        await p.tradeIns.saveEstimate(tradeIn.id, vendor.name, result, now);
      }
      for (const slot of v.pictures) {
        const { data, info } = await demoPicture(slot, `${v.year} ${v.make} ${v.model}`);
        const storageKey = `trade-in-pictures/${d.id}/${p.secrets.token()}`;
        await p.files.put(storageKey, data, 'image/jpeg');
        await p.tradeInPictures.put({
          dealershipId: d.id, tradeInId: tradeIn.id, slot, storageKey, contentType: 'image/jpeg', size: data.length, width: info.width, height: info.height,
          uploadedBy: staff === undefined ? { kind: 'customer' } : { kind: 'staff', userId: staff.userId },
        }, now);
      }
      if (v.offer !== 'none' && staff !== undefined) {
        const amountCents = Math.round(v.year * 7.5) * 100 + 500_000;
        const offered = await p.tradeIns.makeOffer(tradeIn.id, null, null, { amountCents, comments: '', expiryDate: dayOf(new Date(`${storeDay(now, owner.timeZone)}T00:00:00Z`), 7), madeByUserId: staff.userId }, 'awaiting-customer', now);
        const current = offered?.offers[0];
        if (v.offer === 'accepted' && offered !== null && current !== undefined) {
          await p.tradeIns.answerOffer(tradeIn.id, current.id, 'awaiting', 'accepted', '', 'completed',
            { type: tradeInTypeOf(fields.right), creditCents: amountCents, owingCents: amountOwingCents(fields.right) }, now);
        }
      }
      made += 1;
    }
  }
  return { seeded: true, tradeIns: made };
}

