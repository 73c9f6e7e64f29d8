import { generalRate, SALES_TAX, type UsVehicleTaxBase } from './us-vehicle-tax';

/**
 * Northeast: CT, DE, DC, ME, MD, MA, NH, NJ, NY, PA, RI, VT. Figures as of the author's knowledge
 * (see us-vehicle-tax.ts); each row's source is the text to check it against.
 */
export const northeast: readonly UsVehicleTaxBase[] = [
  generalRate('CT', 'Connecticut', '6.35', {
    taxes: [{ ...SALES_TAX, rate: '6.35', over: { price: 50_000, rate: '7.75' } }],
    local: false,
    sources: ['Conn. Gen. Stat. § 12-408(1): 6.35 %; 7.75 % on a motor vehicle whose sales price exceeds $50,000 (the whole price); trade-in excluded from the sales price (§ 12-407(a)(8)); no local sales tax'],
    leaseSource: 'CT DRS: a lease is taxed on each payment; the 7.75 % rate applies when the vehicle\'s price exceeds $50,000',
    check: 'the $50,000 threshold is applied to the sales price before the trade-in, taxable fees (the conveyance fee) included; lease: the luxury rate per payment, threshold on the vehicle\'s price',
  }),
  {
    code: 'DE', name: 'Delaware', taxes: [{ en: 'Motor vehicle document fee', fr: 'Droit de document sur les véhicules automobiles', rate: '4.25' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['21 Del. C. § 3101 (document fee): 4.25 % of the purchase price (or of the NADA value, the greater) at titling, since 2017; Delaware has no sales tax'],
    leaseSource: 'Delaware DMV: a leased vehicle pays the document fee at titling on its price',
    used: { bookValueFloor: true, source: '21 Del. C. § 3101 and Delaware DMV, "Document fee": 4.25 % of the purchase price or of the NADA value, the greater; applied to a used vehicle (a new one sells at its price), with the deal\'s book value (the vehicle\'s list price when the store has none)' },
    check: 'trade-in credit on a dealer sale; whether the NADA floor binds a dealer\'s sale of a new vehicle',
  },
  {
    code: 'DC', name: 'District of Columbia', taxes: [{ en: 'Motor vehicle excise tax', fr: 'Taxe d\'accise sur les véhicules automobiles', rate: '7' }],
    base: 'fair_market_value', tradeIn: 'none', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['D.C. Code § 50-2201.03(j): excise tax at titling on fair market value by weight class: 6 % under 3,500 lb, 7 % 3,500–4,999 lb, 8 % 5,000 lb and over; no trade-in credit (DC DMV, "Vehicle Titling")'],
    leaseSource: 'DC DMV: the lessor pays the excise tax at titling',
    used: { bookValueFloor: true, source: 'D.C. Code § 50-2201.03(j)(1) and DC DMV, "Vehicle Excise Tax": the fair market value is the NADA Official Used Car Guide (Eastern) value; taken as the greater of the selling price and the deal\'s book value (the vehicle\'s list price when the store has none)' },
    check: 'the rate: since the CleanEnergy DC Omnibus Amendment Act of 2018 (in force February 2020; WANADA bulletin "DC DMV Excise Tax Fee Structure Reminder") the rate is read from a matrix of unladen weight and city MPG, and a 100 % electric vehicle pays none; the deal has neither weight nor MPG, so the row keeps 7 % (the 3,500–4,999 lb class of the old schedule, most passenger vehicles) as the best approximation; a store sets its own rate for its vehicles (province-tax)',
  },
  generalRate('ME', 'Maine', '5.5', {
    local: false, lease: 'upfront_payments',
    sources: ['36 M.R.S. § 1811: 5.5 % sales tax; trade-in credit (§ 1752(13), "sale price" excludes a trade-in); no local sales tax'],
    leaseSource: '36 M.R.S. § 1752(14-A): a lease of a motor vehicle for one year or more is taxed at signing on the total of the payments',
    check: 'lease: up front on the payments\' total',
  }),
  {
    code: 'MD', name: 'Maryland', taxes: [{ en: 'Excise titling tax', fr: 'Taxe d\'accise à l\'immatriculation', rate: '6.5' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['Md. Code, Transp. § 13-809: excise titling tax on the total purchase price less the trade-in allowance (MVA, "Titling tax"), 6.5 % from July 1, 2024 (Budget Reconciliation and Financing Act of 2024; 6 % before); no sales tax on a titled vehicle'],
    leaseSource: 'Md. Code, Transp. § 13-809: a lessor pays the titling tax at titling on the vehicle\'s price',
    check: 'the 6.5 % rate from July 1, 2024; the $100 minimum sometimes quoted is not modelled',
  },
  generalRate('MA', 'Massachusetts', '6.25', {
    local: false,
    sources: ['M.G.L. c. 64H § 2 and c. 64I § 2: 6.25 %; trade-in allowance excluded from the sales price (c. 64H § 1 "sales price"); no local tax'],
    leaseSource: 'Mass. DOR: a lease is a taxable rental, taxed on each payment',
  }),
  { ...generalRate('NH', 'New Hampshire', '0', { sources: ['New Hampshire has no general sales tax (N.H. DRA)'], leaseSource: 'No tax on leases' }), taxes: [], local: false },
  generalRate('NJ', 'New Jersey', '6.625', {
    local: false, lease: 'upfront_payments',
    sources: ['N.J.S.A. 54:32B-3: 6.625 %; the trade-in allowance reduces the receipt (N.J.S.A. 54:32B-2(d)); no local sales tax on vehicles (urban enterprise zones aside)'],
    leaseSource: 'N.J.S.A. 54:32B-2 and NJ Division of Taxation, "Motor Vehicle Leases": the tax on the total lease payments, with the down payment, is due at signing',
    check: 'the luxury and fuel-inefficient vehicle surcharge (0.4 %, $45,000) ended in 2024 and is not modelled',
  }),
  generalRate('NY', 'New York', '4', {
    lease: 'upfront_payments',
    sources: ['N.Y. Tax Law § 1105(a): 4 % state, plus local (NYC 4.5 %, MCTD 0.375 %); trade-in excluded from receipts (§ 1101(b)(3)); service contracts taxed (§ 1105(c)(7))'],
    leaseSource: 'N.Y. Tax Law § 1111(i): a lease of more than one year is taxed at signing on the total of the payments and the down payment',
  }),
  generalRate('PA', 'Pennsylvania', '6', {
    taxes: [{ ...SALES_TAX, rate: '6' }, { en: 'Motor vehicle lease tax', fr: 'Taxe sur la location de véhicules automobiles', rate: '3', appliesTo: 'lease' }],
    sources: ['72 P.S. § 7202: 6 % sales tax, plus local 1 % (Allegheny) or 2 % (Philadelphia); trade-in credit (§ 7201(g) "purchase price"); warranty contracts taxed (§ 7201(k)(4))'],
    leaseSource: '72 P.S. § 8601-A (Public Transportation Assistance Fund): 3 % motor vehicle lease tax on each payment, with the 6 % sales tax on each payment',
  }),
  generalRate('RI', 'Rhode Island', '7', {
    local: false,
    sources: ['R.I. Gen. Laws § 44-18-18: 7 %; trade-in credit (§ 44-18-12 "sales price"); no local sales tax'],
    leaseSource: 'R.I. Division of Taxation: a lease is taxed on each payment',
  }),
  {
    code: 'VT', name: 'Vermont', taxes: [{ en: 'Purchase and use tax', fr: 'Taxe d\'achat et d\'utilisation', rate: '6' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_depreciation', leaseCapReductionTaxed: false, local: false,
    sources: ['32 V.S.A. § 8903 and Vermont DMV, "Tax": 6 % Motor Vehicle Purchase and Use Tax on the purchase price less the trade-in\'s value; the documentation fee is part of the taxed price'],
    leaseSource: 'Vermont DMV, "Leased Vehicles" (form VD-147): due at registration on the original acquisition cost less the lease-end value',
  },
];
