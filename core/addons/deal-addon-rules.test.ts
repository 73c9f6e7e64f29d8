import { describe, expect, it } from 'vitest';
import type { Accessory, ProtectionPlan } from './addon';
import { dealPricingLock, offeredAddons, readSelection, selectionErrors } from './deal-addon-rules';

const acc = (id: number, extra: Partial<Accessory> = {}): Accessory => ({
  id, dealershipId: 1, category: 'A', titleEn: `A${id}`, titleFr: `A${id}`, descriptionEn: '', descriptionFr: '', sku: '', priceCents: 10_000,
  installationChargeOverrideCents: null, preInstalled: false, active: true, vehicleTypes: [], imageMediaId: null, ...extra,
});
const plan = (id: number, extra: Partial<ProtectionPlan> = {}): ProtectionPlan => ({
  id, dealershipId: 1, category: 'protection_plan', kind: null, name: `P${id}`, nameFr: `P${id}`, description: '', descriptionFr: '', typeId: null,
  paymentTypes: ['finance'], vehicleConditions: ['New', 'Used'], vehicleTypes: [], pdfUrl: '', pdfUrlFr: '', videoUrl: '', videoUrlFr: '',
  usePenForLocalizedPrices: false, penCoverage: '', penProductId: null, productCode: '', durationType: 'months', customDurationLabelEn: '',
  customDurationLabelFr: '', active: true, imageMediaId: null, pdfMediaId: null, prices: [], provinceTaxes: [], gst: false, hst: false, pst: false, qst: false, ...extra,
});
const deal = { paymentType: 'finance', bodyType: 'SUV', condition: 'Used' } as const;

describe('the add-ons a customer is offered for their deal', () => {
  it('keeps active optional accessories for the vehicle\'s body type (an empty list fits every vehicle), whatever the case', () => {
    const offered = offeredAddons([acc(1), acc(2, { active: false }), acc(3, { preInstalled: true }), acc(4, { vehicleTypes: ['suv'] }), acc(5, { vehicleTypes: ['Sedan'] })], [], deal);
    expect(offered.accessories.map((a) => a.id)).toEqual([1, 4]);
  });
  it('keeps active plans for the deal\'s payment type, the vehicle\'s condition and body type', () => {
    const offered = offeredAddons([], [
      plan(1), plan(2, { active: false }), plan(3, { paymentTypes: ['lease'] }), plan(4, { vehicleConditions: ['New'] }),
      plan(5, { vehicleTypes: ['Truck'] }), plan(6, { vehicleTypes: ['SUV'], paymentTypes: ['cash', 'finance'] }),
    ], deal);
    expect(offered.plans.map((p) => p.id)).toEqual([1, 6]);
  });
  it('offers nothing fitted when the deal has no vehicle, only what fits every vehicle', () => {
    const offered = offeredAddons([acc(1), acc(2, { vehicleTypes: ['SUV'] })], [plan(1, { vehicleConditions: [] }), plan(2, { vehicleConditions: ['New'] })], { paymentType: 'finance', bodyType: null, condition: null });
    expect(offered.accessories.map((a) => a.id)).toEqual([1]);
    expect(offered.plans.map((p) => p.id)).toEqual([1]);
  });
});

describe('the customer\'s choice of add-ons', () => {
  it('reads the two id lists only, each field refused on its own', () => {
    expect(readSelection({ accessories: [1, 2], protections: [] })).toEqual({ _tag: 'Right', right: { accessories: [1, 2], protections: [] } });
    expect(readSelection({ accessories: [1], protections: [], term: 12 })).toMatchObject({ left: { term: ['field.unknown'] } });
    expect(readSelection({ accessories: ['x'], protections: 3 })).toMatchObject({ left: { accessories: ['item.invalid'], protections: ['list.invalid'] } });
    expect(readSelection({})).toMatchObject({ left: { accessories: ['required'], protections: ['required'] } });
    expect(readSelection({ accessories: [4, 4], protections: [] })).toMatchObject({ right: { accessories: [4] } });
  });
  it('refuses an id the deal is not offered, unless the deal already carries it', () => {
    const offered = { accessories: [acc(1)], plans: [plan(7)] };
    expect(selectionErrors(offered, { accessories: [1], protections: [7] }, { accessoryIds: [], protectionIds: [] })).toBeNull();
    expect(selectionErrors(offered, { accessories: [9], protections: [8] }, { accessoryIds: [], protectionIds: [] }))
      .toEqual({ accessories: ['reference.not_found'], protections: ['reference.not_found'] });
    expect(selectionErrors(offered, { accessories: [9], protections: [] }, { accessoryIds: [9], protectionIds: [] })).toBeNull();
  });
  it('is locked once the dealer confirmed the deal, or archived it', () => {
    expect(dealPricingLock({ confirmedAt: null, isArchived: false })).toBeNull();
    expect(dealPricingLock({ confirmedAt: new Date(), isArchived: false })).toBe('deal_confirmed');
    expect(dealPricingLock({ confirmedAt: null, isArchived: true })).toBe('deal_archived');
  });
});
