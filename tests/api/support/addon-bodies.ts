// The add-on bodies the dealer-side and customer-side API tests both send.

export const ACC = '/api/dealer/aftermarket/accessory/';
export const PLAN = '/api/dealer/aftermarket/protection-plan/';

export const accessory = { category: 'A', title_en: 'All-weather floor mats', title_fr: 'Tapis toutes saisons', price: '189.99', sku: 'MAT-01', vehicle_types: ['SUV'] };
export const plan = {
  category: 'protection_plan', name: 'Extended warranty', name_fr: 'Garantie prolongée', payment_type: ['cash', 'finance'], gst: true, pst: true,
  prices: [{ term: 36, distance: 60000, price: '1495.00' }, { term: 12, price: '595' }, { term: 36, price: '2495.00', min_vehicle_price: '50000', max_vehicle_price: null }],
  province_taxes: [{ province_code: 'QC', gst: true, qst: true }],
};
