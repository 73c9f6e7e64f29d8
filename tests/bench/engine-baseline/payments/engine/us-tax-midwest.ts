import { generalRate, type UsVehicleTaxBase } from './us-vehicle-tax';

const MV_EXCISE = { en: 'Motor vehicle excise tax', fr: 'Taxe d\'accise sur les véhicules automobiles' } as const;

/**
 * Midwest: IL, IN, IA, KS, MI, MN, MO, NE, ND, OH, SD, WI. Figures as of the author's knowledge
 * (see us-vehicle-tax.ts); each row's source is the text to check it against.
 */
export const midwest: readonly UsVehicleTaxBase[] = [
  generalRate('IL', 'Illinois', '6.25', {
    tradeIn: 10_000,
    sources: ['35 ILCS 120/2-10: 6.25 % plus local; Public Act 101-0031: the trade-in credit against the tax on a motor vehicle capped at $10,000 from January 1, 2020; the documentary fee is part of the selling price'],
    leaseSource: '35 ILCS 120/2 (Public Act 98-0628): since January 1, 2015 a lease of more than a year is taxed on each payment and on the cap cost reduction',
  }),
  generalRate('IN', 'Indiana', '7', {
    local: false,
    sources: ['IC 6-2.5-2-2: 7 %; trade-in credit (IC 6-2.5-1-5 "gross retail income" excludes it); no local sales tax'],
    leaseSource: 'IC 6-2.5-4-10: a lease is taxed on each payment',
  }),
  {
    code: 'IA', name: 'Iowa', taxes: [{ en: 'Fee for new registration', fr: 'Droit de nouvelle immatriculation', rate: '5' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_payments', leaseCapReductionTaxed: true, local: false,
    sources: ['Iowa Code § 321.105A: one-time fee for new registration 5 % of the purchase price less the trade-in, in place of sales tax; no local option tax on vehicles'],
    leaseSource: 'Iowa Code § 321.105A(6)(?): a lease of twelve months or more pays the fee at registration on the lease price (total of payments and down payment)',
    check: 'the lease subsection and base',
  },
  generalRate('KS', 'Kansas', '6.5', {
    sources: ['K.S.A. 79-3603: 6.5 % plus local (collected at the county treasurer at registration); trade-in excluded from the selling price (K.S.A. 79-3602)'],
    leaseSource: 'K.S.A. 79-3603(h): a lease is taxed on each payment',
  }),
  generalRate('MI', 'Michigan', '6', {
    tradeIn: 12_000, local: false,
    sources: ['MCL 205.51 and 205.92 (2013 PA 160 as amended): 6 % sales/use tax; the trade-in credit is capped, rising each January 1 until it is unlimited ($12,000 taken for 2025); no local sales tax'],
    leaseSource: 'MCL 205.95a: a lessor collects use tax on each lease payment',
    check: 'the current year\'s trade-in cap (Michigan Treasury, "Sales and Use Tax on Motor Vehicles")',
  }),
  {
    code: 'MN', name: 'Minnesota',
    taxes: [
      { en: 'Motor vehicle sales tax', fr: 'Taxe de vente sur les véhicules automobiles', rate: '6.5', appliesTo: 'sale' },
      { en: 'Motor vehicle lease sales tax', fr: 'Taxe de vente sur la location de véhicules automobiles', rate: '6.875', appliesTo: 'lease' },
    ],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_payments', leaseCapReductionTaxed: true, local: false,
    sources: ['Minn. Stat. § 297B.02: motor vehicle sales tax 6.5 % of the purchase price less the trade-in (§ 297B.01 subd. 14), paid at registration, in place of the general sales tax'],
    leaseSource: 'Minn. Stat. § 297A.815: a motor vehicle lease is taxed at the general rate (6.875 %) at signing on the total of the payments and the down payment',
  },
  generalRate('MO', 'Missouri', '4.225', {
    sources: ['RSMo § 144.020 and § 144.070: 4.225 % paid at titling, plus local; trade-in deducted (RSMo § 144.025)'],
    leaseSource: 'RSMo § 144.070.5: a lessor may pay tax at purchase or collect it on each payment (the latter taken)',
    check: 'lease method (lessor\'s election)',
  }),
  generalRate('NE', 'Nebraska', '5.5', {
    sources: ['Neb. Rev. Stat. § 77-2703: 5.5 % plus local, paid at registration; trade-in excluded (§ 77-2701.35)'],
    leaseSource: 'Neb. Rev. Stat. § 77-2703: a lease is taxed on each payment',
  }),
  {
    code: 'ND', name: 'North Dakota', taxes: [{ ...MV_EXCISE, rate: '5' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['N.D.C.C. § 57-40.3-02: motor vehicle excise tax 5 % of the purchase price less the trade-in (§ 57-40.3-01), at titling, in place of sales tax'],
    leaseSource: 'N.D.C.C. § 57-40.3-02: the lessor pays the excise tax at titling',
    check: 'lease method',
  },
  generalRate('OH', 'Ohio', '5.75', {
    lease: 'upfront_payments',
    sources: ['ORC 5739.02: 5.75 % plus the county rate of the buyer\'s county; warranty and service contracts taxed (ORC 5739.01(B)(7))'],
    used: { tradeIn: 'none', source: 'ORC 5739.01(H)(1)(b)? and Ohio Dept. of Taxation, "Motor vehicle sales: trade-ins": the trade-in credit applies only to the purchase of a NEW motor vehicle from a new motor vehicle dealer; a used vehicle is taxed on its whole price' },
    leaseSource: 'ORC 5739.02(A)(2): a motor vehicle lease is taxed at signing on the total of the payments and the down payment',
    check: 'the subsection of the new-vehicle trade-in credit',
  }),
  {
    code: 'SD', name: 'South Dakota', taxes: [{ ...MV_EXCISE, rate: '4' }],
    base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false,
    lease: 'upfront_price', leaseCapReductionTaxed: false, local: false,
    sources: ['SDCL 32-5B-1: motor vehicle excise tax 4 % of the purchase price less the trade-in, at titling, in place of sales tax'],
    leaseSource: 'SDCL 32-5B-1: the lessor pays the excise tax at titling',
    check: 'lease method',
  },
  generalRate('WI', 'Wisconsin', '5', {
    sources: ['Wis. Stat. § 77.52: 5 % plus county 0.5 %; trade-in excluded (§ 77.51(15b)(b)); service contracts taxed (§ 77.52(2)(a)13)'],
    leaseSource: 'Wis. Stat. § 77.52(1): a lease is taxed on each payment',
  }),
];
