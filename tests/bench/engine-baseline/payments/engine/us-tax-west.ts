import { generalRate, type UsVehicleTaxBase } from './us-vehicle-tax';

/**
 * West: AK, AZ, CA, CO, HI, ID, MT, NV, NM, OR, UT, WA, WY. Figures as of the author's knowledge
 * (see us-vehicle-tax.ts); each row's source is the text to check it against.
 */
export const west: readonly UsVehicleTaxBase[] = [
  { ...generalRate('AK', 'Alaska', '0', {
    sources: ['Alaska has no state sales tax; boroughs and cities may levy one (Alaska Dept. of Commerce, "Alaska Taxable")'],
    leaseSource: 'No state tax on leases; local rates per payment',
  }), taxes: [] },
  generalRate('AZ', 'Arizona', '5.6', {
    taxes: [{ en: 'Transaction privilege tax', fr: 'Taxe sur le privilège de transaction', rate: '5.6' }],
    sources: ['A.R.S. § 42-5010: 5.6 % transaction privilege tax (retail), plus county and city rates; trade-in excluded from gross proceeds (A.R.S. § 42-5001)'],
    leaseSource: 'A.R.S. § 42-5071: a lease is taxed on each payment (personal property rental)',
  }),
  generalRate('CA', 'California', '7.25', {
    tradeIn: 'none',
    sources: ['Cal. Rev. & Tax. Code § 6051 and § 7203.1: 7.25 % statewide (with the uniform local rate), plus district taxes; CDTFA Publication 34 "Motor Vehicle Dealers": no deduction for a trade-in, documentation fees taxable, optional service contracts not taxable, manufacturer rebates do not reduce the price'],
    leaseSource: 'CDTFA Publication 34: a lease is taxed on each payment; the down payment (cap cost reduction) is taxed as rent',
  }),
  generalRate('CO', 'Colorado', '2.9', {
    sources: ['C.R.S. § 39-26-106: 2.9 % state, plus county, city and district rates of the buyer\'s address (collected at registration); trade-in deducted (C.R.S. § 39-26-102(11)(?) "purchase price")'],
    leaseSource: 'C.R.S. § 39-26-114(11): a lease of more than three years may be taxed up front; a lease is taxed on each payment (taken)',
    check: 'trade-in section number',
  }),
  generalRate('HI', 'Hawaii', '4', {
    taxes: [{ en: 'General excise tax', fr: 'Taxe d\'accise générale', rate: '4' }],
    tradeIn: 'none',
    sources: ['Haw. Rev. Stat. § 237-13(2): general excise tax 4 % on gross proceeds, plus the county surcharge (0.5 % Oahu, Kauai, Hawaii County); no deduction for a trade-in; a dealer may pass the tax on at up to 4.166 % (not modelled)'],
    leaseSource: 'Haw. Rev. Stat. § 237-13(2): rents are taxed on each payment',
    check: 'trade-in rule',
  }),
  generalRate('ID', 'Idaho', '6', {
    local: false,
    sources: ['Idaho Code § 63-3619: 6 %; trade-in excluded from the sales price (§ 63-3613(b)(4)); no local tax on vehicles'],
    leaseSource: 'Idaho Code § 63-3612: a lease is taxed on each payment',
  }),
  { ...generalRate('MT', 'Montana', '0', {
    sources: ['Montana has no general sales tax (Mont. DOR); registration fees only'],
    leaseSource: 'No tax on leases',
  }), taxes: [], local: false },
  generalRate('NV', 'Nevada', '6.85', {
    sources: ['NRS 372.105 and NRS 374.110: 6.85 % statewide (4.6 % state with the 2.25 % mandatory local), plus county options; trade-in excluded (NRS 372.025 "gross receipts")'],
    leaseSource: 'NRS 372.060: a lease is taxed on each payment',
  }),
  {
    code: 'NM', name: 'New Mexico', taxes: [{ en: 'Motor vehicle excise tax', fr: 'Taxe d\'accise sur les véhicules automobiles', rate: '4' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['NMSA § 7-14-3: motor vehicle excise tax 4 % (since July 1, 2019) of the sale price at titling, in place of gross receipts tax; trade-in deducted (NMSA § 7-14-2 "sale price")'],
    leaseSource: 'NMSA § 7-14-3: the lessor pays the excise tax at titling; the leased vehicle gross receipts tax (NMSA § 7-14A-3) is on short-term rentals',
    check: 'trade-in rule',
  },
  {
    code: 'OR', name: 'Oregon', taxes: [{ en: 'Vehicle privilege tax', fr: 'Taxe de privilège sur les véhicules', rate: '0.5' }],
    base: 'selling_price', tradeIn: 'none', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['ORS 320.405 (2017 HB 2017): vehicle privilege tax 0.5 % of the retail price of a NEW vehicle sold by an Oregon dealer; no sales tax; no trade-in deduction'],
    leaseSource: 'ORS 320.405: the privilege tax is due on the dealer\'s sale, to the lessor for a leased vehicle',
    used: { taxes: [], source: 'ORS 320.405(1): the vehicle privilege tax is on the retail sale of a taxable NEW motor vehicle (ORS 320.400 "taxable motor vehicle"); a used vehicle pays none' },
  },
  generalRate('UT', 'Utah', '6.1', {
    sources: ['Utah Code § 59-12-103: 4.85 % state with the 1.25 % statewide local (6.1 %), plus county and city options; trade-in excluded (§ 59-12-102 "purchase price")'],
    leaseSource: 'Utah Code § 59-12-103(1)(k): a lease is taxed on each payment',
  }),
  generalRate('WA', 'Washington', '6.5', {
    taxes: [{ en: 'Retail sales tax', fr: 'Taxe de vente au détail', rate: '6.5' }, { en: 'Motor vehicle sales tax', fr: 'Taxe de vente sur les véhicules automobiles', rate: '0.3' }],
    sources: ['RCW 82.08.020(1): 6.5 % retail sales tax, and RCW 82.08.020(2): 0.3 % additional on motor vehicles, plus local; trade-in excluded from the selling price (RCW 82.08.010(1)(b)); service contracts are retail sales (RCW 82.04.050(7))'],
    leaseSource: 'RCW 82.08.020: both rates on each lease payment',
  }),
  generalRate('WY', 'Wyoming', '4', {
    sources: ['Wyo. Stat. § 39-15-104: 4 % plus county options, paid at the county at titling; trade-in deducted (§ 39-15-101(a)(xv))'],
    leaseSource: 'Wyo. Stat. § 39-15-103: a lease is taxed on each payment',
  }),
];
