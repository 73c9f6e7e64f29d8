import { generalRate, SALES_TAX, type UsVehicleTaxBase } from './us-vehicle-tax';

/**
 * South: AL, AR, FL, GA, KY, LA, MS, NC, OK, SC, TN, TX, VA, WV. Figures as of the author's
 * knowledge (see us-vehicle-tax.ts); each row's source is the text to check it against.
 */
export const south: readonly UsVehicleTaxBase[] = [
  generalRate('AL', 'Alabama', '2', {
    taxes: [
      { en: 'Automotive sales tax', fr: 'Taxe de vente sur les automobiles', rate: '2', appliesTo: 'sale' },
      { en: 'Automotive rental tax', fr: 'Taxe de location sur les automobiles', rate: '1.5', appliesTo: 'lease' },
    ],
    sources: ['Ala. Code § 40-23-2(4): 2 % on automotive vehicles (reduced rate; the general rate is 4 %), trade-in deducted from the price; county and city automotive rates apply'],
    leaseSource: 'Ala. Code § 40-12-222: 1.5 % rental (leasing) tax on each payment of an automotive vehicle',
  }),
  generalRate('AR', 'Arkansas', '6.5', {
    localBaseCap: 2_500,
    sources: ['Ark. Code § 26-52-301 and § 26-52-510: 6.5 % paid at registration, trade-in credit (Ark. Code § 26-52-510(a)(2)); local sales taxes on the first $2,500 of a single item only (Ark. Code § 26-74-222 and § 26-75-307)'],
    used: {
      taxes: [{ ...SALES_TAX, rate: '6.5', tiers: [{ from: 0, rate: '0' }, { from: 4_000, rate: '3.5' }, { from: 10_000.01, rate: '6.5' }] }],
      source: 'Ark. Code § 26-52-510(d)? as amended by Act 822? of 2019 (Arkansas DFA, "Used vehicles"): a used vehicle sold for less than $4,000 is exempt, from $4,000 to $10,000 taxed at 3.5 %, above $10,000 at 6.5 %; the tier by the vehicle\'s price before the trade-in',
    },
    leaseSource: 'Arkansas DFA: a long-term lease is taxed on each payment',
    check: 'lease method; the used-vehicle act number, its thresholds (price before or after the trade-in) and whether they bind local taxes; the local $2,500 single-item cap',
  }),
  generalRate('FL', 'Florida', '6', {
    localBaseCap: 5_000,
    sources: ['Fla. Stat. § 212.05(1)(a): 6 %; trade-in deducted (Fla. Stat. § 212.09); county discretionary sales surtax only on the first $5,000 of a single item (§ 212.054(2)(b)1.); dealer fees taxable (Fla. DOR, "Motor Vehicle Dealers", GT-800016?)'],
    leaseSource: 'Fla. Admin. Code r. 12A-1.071: a lease is taxed on each payment; the down payment is taxed as rent',
    check: 'the DOR publication number of the dealer guide',
  }),
  {
    code: 'GA', name: 'Georgia', taxes: [{ en: 'Title ad valorem tax', fr: 'Taxe ad valorem sur le titre', rate: '7' }],
    base: 'fair_market_value', tradeIn: 'full', rebatesReduceBase: true,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['O.C.G.A. § 48-5C-1: title ad valorem tax (TAVT) 7 % of fair market value, in place of sales tax and the annual ad valorem tax; for a new vehicle sold by a dealer the value is the retail selling price with the dealer\'s charges (documentation fee) less rebates and the trade-in (Ga. DOR, "Title Ad Valorem Tax (TAVT) FAQ")'],
    leaseSource: 'O.C.G.A. § 48-5C-1(a)(1)(C): a leased vehicle pays TAVT once, at titling, on the agreed value in the lease',
    used: {
      bookValueFloor: true,
      source: 'O.C.G.A. § 48-5C-1(a)(1)(B) and Ga. DOR, "TAVT FAQ" (dor.georgia.gov): a used vehicle\'s fair market value is the value in the state motor vehicle assessment manual (the average of its wholesale and retail values, O.C.G.A. § 48-5-442), less the trade-in on a dealer sale; form MV-7D names the retail selling price with the dealer\'s charges. Taken: the greater of the selling price and the deal\'s book value (the vehicle\'s list price when the store has no book value), so that the tax is never under-collected',
    },
    check: 'a used vehicle: the assessment manual\'s value is not an input; the list price stands in for it (docs/decisions/pricing.md)',
  },
  {
    code: 'KY', name: 'Kentucky', taxes: [{ en: 'Motor vehicle usage tax', fr: 'Taxe d\'usage des véhicules automobiles', rate: '6' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['KRS 138.460: 6 % motor vehicle usage tax at registration on the retail price; KRS 138.450(12): the retail price of a dealer sale is the total consideration less the trade-in allowance'],
    leaseSource: 'KRS 138.460(4): a lessor pays the usage tax at registration on the vehicle\'s retail price',
    check: 'trade-in rule (KRS 138.450) and lease method',
  },
  generalRate('LA', 'Louisiana', '5', {
    sources: ['La. R.S. 47:302 and 47:321 as amended by Act 11 of the 2024 Third Extraordinary Session: state rate 5 % from January 1, 2025; trade-in deducted (La. R.S. 47:301(13)(a)); parish rates apply (collected by OMV at titling)'],
    leaseSource: 'La. R.S. 47:301(7): a lease is taxed on each payment',
  }),
  generalRate('MS', 'Mississippi', '5', {
    taxes: [{ en: 'Motor vehicle sales tax', fr: 'Taxe de vente sur les véhicules automobiles', rate: '5' }],
    sources: ['Miss. Code § 27-65-17(1)(b): 5 % on cars and light trucks (the general rate is 7 %); trade-in credit (§ 27-65-3 "gross proceeds"); local rates apply'],
    leaseSource: 'Miss. Code § 27-65-23: a lease is taxed on each payment',
  }),
  {
    code: 'NC', name: 'North Carolina', taxes: [{ en: 'Highway use tax', fr: 'Taxe d\'utilisation des routes', rate: '3' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'payment', leaseCapReductionTaxed: true, local: false,
    sources: ['N.C. Gen. Stat. § 105-187.3: highway use tax 3 % of the retail value (the sum paid less the trade-in allowance) at titling, instead of sales tax; maximum $250 only for a vehicle titled in another state by a new resident, $2,000 for a Class A or B commercial vehicle (§ 105-187.3(a1)) — neither applies to a dealer\'s retail sale'],
    leaseSource: 'N.C. Gen. Stat. § 105-187.5: a lessor may pay 3 % of each payment\'s gross receipts instead of the tax at titling',
  },
  {
    code: 'OK', name: 'Oklahoma',
    taxes: [
      { en: 'Motor vehicle excise tax', fr: 'Taxe d\'accise sur les véhicules automobiles', rate: '3.25' },
      { ...SALES_TAX, rate: '1.25' },
    ],
    base: 'selling_price', tradeIn: 'none', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['68 O.S. § 2103: excise tax 3.25 % of the value (a new vehicle: its actual purchase price) at titling; 68 O.S. § 1355 as amended by HB 2433 (2017): 1.25 % sales tax on vehicles; no local tax on vehicles'],
    leaseSource: 'Oklahoma Tax Commission, "Motor Vehicle Excise Tax": the lessor pays the excise tax at titling',
    used: {
      taxes: [
        { en: 'Motor vehicle excise tax', fr: 'Taxe d\'accise sur les véhicules automobiles', rate: '0', flat: 20, slice: [0, 1_500] },
        { en: 'Motor vehicle excise tax', fr: 'Taxe d\'accise sur les véhicules automobiles', rate: '3.25', slice: [1_500, 1_000_000_000] },
        { ...SALES_TAX, rate: '1.25' },
      ],
      source: '68 O.S. § 2103(A)(1)(b): a used vehicle\'s excise is $20.00 on the first $1,500.00 of value and 3.25 % of the remainder; the 1.25 % sales tax as on a new one',
    },
    check: 'trade-in: taken as none (the excise is on the vehicle\'s value)',
  },
  {
    code: 'SC', name: 'South Carolina', taxes: [{ en: 'Infrastructure maintenance fee', fr: 'Droit d\'entretien des infrastructures', rate: '5', maximum: 500 }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['S.C. Code § 56-3-627 (2017 Act 40): infrastructure maintenance fee 5 % of the purchase price less the trade-in, at most $500, in place of the sales tax (S.C. Code § 12-36-2110); SCDMV, "Infrastructure Maintenance Fee"'],
    leaseSource: 'S.C. Code § 56-3-627: the fee is paid at titling, by the lessor for a leased vehicle',
  },
  generalRate('TN', 'Tennessee', '7', {
    taxes: [{ ...SALES_TAX, rate: '7' }, { en: 'Single article tax', fr: 'Taxe sur article unique', rate: '2.75', slice: [1_600, 3_200] }],
    localBaseCap: 1_600,
    sources: ['Tenn. Code § 67-6-202: 7 % state; state single-article tax 2.75 % on the price from $1,600.01 to $3,200; local rate on the first $1,600 only (§ 67-6-702(a)); trade-in credit (§ 67-6-102 "sales price")'],
    leaseSource: 'Tenn. Code § 67-6-204: a lease is taxed on each payment',
  }),
  {
    code: 'TX', name: 'Texas', taxes: [{ en: 'Motor vehicle sales tax', fr: 'Taxe de vente sur les véhicules automobiles', rate: '6.25' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['Tex. Tax Code § 152.021: motor vehicle sales tax 6.25 % on the total consideration less the trade-in (§ 152.002(c)); manufacturer rebates do not reduce it (§ 152.002(b)); no local tax (Comptroller, "Motor Vehicle Tax Guide")'],
    leaseSource: 'Tex. Tax Code § 152.001(6): the lessor pays the tax on its purchase; lease payments are not taxed',
  },
  {
    code: 'VA', name: 'Virginia', taxes: [{ en: 'Motor vehicle sales and use tax', fr: 'Taxe de vente et d\'utilisation des véhicules automobiles', rate: '4.15', minimum: 75 }],
    base: 'selling_price', tradeIn: 'none', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['Va. Code § 58.1-2402(A): 4.15 % of the sale price (since July 1, 2016), at least $75; no trade-in deduction (§ 58.1-2401 "sale price"); the dealer processing fee is part of the sale price (DMV, "Sales and Use Tax")'],
    leaseSource: 'Va. Code § 58.1-2402: the tax is paid at titling, by the lessor of a leased vehicle, on the sale price',
  },
  {
    code: 'WV', name: 'West Virginia', taxes: [{ en: 'Privilege tax', fr: 'Taxe de privilège', rate: '6' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['W. Va. Code § 17A-3-4: 6 % privilege tax at titling on the purchase price less the trade-in; no local tax on vehicles'],
    leaseSource: 'W. Va. Code § 17A-3-4(b): the lessor pays the privilege tax at titling',
    check: 'lease method',
  },
];
