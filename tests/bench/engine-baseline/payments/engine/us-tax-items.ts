import type { Taxability, UsItemKeys, UsVehicleTaxRow } from './us-vehicle-tax';

/**
 * Whether each state taxes a dealer's documentation fee, an optional service contract (extended
 * warranty, vehicle service contract) and GAP sold with the vehicle, with the source beside it
 * (issue 32). The engine applies a known rule over the store's own flag: a fee of MarketScan type
 * `doc_fee`, a plan of kind `service_contract` or `gap` (vehicle-condition-tax.ts); `unverified`
 * leaves the store's flag to decide. Figures as of the author's knowledge (no internet in the
 * session): `check` names what is least certain, listed in docs/status.md to check before go-live.
 *
 * GAP: a GAP waiver is a debt cancellation agreement (or GAP insurance, an insurance product), not
 * a sale of tangible personal property nor a service a state enumerates, so no state's sales or
 * vehicle tax reaches it; cited per state below only where the author knows a state text.
 */
type Items = Pick<UsVehicleTaxRow, UsItemKeys> & { readonly check?: string };

const T: Taxability = 'taxable';
const X: Taxability = 'exempt';
const U: Taxability = 'unverified';
const GAP = 'GAP: a debt cancellation agreement or insurance, outside the tax base';
const NO_TAX = 'No state sales or vehicle tax: nothing to tax';

export const usTaxItems: Readonly<Record<string, Items>> = {
  AL: { docFee: U, serviceContract: X, gap: X, itemSource: `Ala. Admin. Code r. 810-6-1-.65 (optional warranty and service contracts sold separately are not part of gross proceeds); ${GAP}`, check: 'service contracts; doc fee' },
  AK: { docFee: U, serviceContract: U, gap: X, itemSource: `${NO_TAX} at the state level; borough and city codes differ. ${GAP}` },
  AZ: { docFee: T, serviceContract: X, gap: X, itemSource: `A.R.S. § 42-5001(7) "gross proceeds of sales" (the dealer's documentation fee is part of the sale); A.R.S. § 42-5061(A)(3): warranty and service contracts exempt; ${GAP}`, check: 'doc fee; the subsection of § 42-5061' },
  AR: { docFee: T, serviceContract: T, gap: X, itemSource: `Ark. Code § 26-52-103 "gross receipts" (all charges of the sale, documentary fee included; Ark. Code § 4-90-113 caps and discloses it); Ark. Code § 26-52-301(3)(C)(ii)? : service contracts on tangible personal property taxed; ${GAP}`, check: 'doc fee; the service-contract subsection' },
  CA: { docFee: T, serviceContract: X, gap: X, itemSource: `CDTFA Publication 34 "Motor Vehicle Dealers": documentation fees taxable; optional service contracts not taxable (Cal. Code Regs. tit. 18 § 1655(c)); ${GAP}` },
  CO: { docFee: T, serviceContract: X, gap: X, itemSource: `C.R.S. § 42-6-142: the dealer handling fee is part of the purchase price (Colorado DOR, "Sales Tax Guide: motor vehicles"); C.R.S. § 39-26-102(7): a service contract is not tangible personal property; ${GAP}`, check: 'doc fee, service contracts' },
  CT: { docFee: T, serviceContract: T, gap: X, itemSource: `Conn. Gen. Stat. § 12-407(a)(8): the sales price includes the dealer conveyance fee; § 12-407(a)(37)(BB)? and CT DRS Policy Statement 2001(6): warranty and service contracts taxed; ${GAP}`, check: 'the service-contract subsection' },
  DE: { docFee: U, serviceContract: X, gap: X, itemSource: `21 Del. C. § 3101: the document fee is on the vehicle's purchase price; Delaware has no sales tax to reach a separately stated service contract; ${GAP}`, check: 'doc fee in the document fee\'s base' },
  DC: { docFee: U, serviceContract: U, gap: X, itemSource: `D.C. Code § 50-2201.03(j): the excise is on the vehicle's fair market value; a service contract falls under D.C. Code § 47-2001 (sales tax), not verified; ${GAP}` },
  FL: { docFee: T, serviceContract: T, gap: X, itemSource: `Fla. Stat. § 212.02(16) "sales price" and Fla. Admin. Code r. 12A-1.007: dealer fees taxable; Fla. Stat. § 212.05(1)(k): service warranties taxed at 6 %; ${GAP}`, check: 'service warranties: the subsection and whether the county surtax applies' },
  GA: { docFee: T, serviceContract: X, gap: X, itemSource: `Ga. DOR, "Title Ad Valorem Tax (TAVT) FAQ": the retail selling price includes doc fees; service contracts and GAP are not part of the vehicle's value; ${GAP}` },
  HI: { docFee: T, serviceContract: T, gap: X, itemSource: `Haw. Rev. Stat. § 237-13(2): the general excise tax is on the dealer's gross proceeds, its fees included; § 237-13(6): service contracts taxed as services; ${GAP}` },
  ID: { docFee: T, serviceContract: X, gap: X, itemSource: `Idaho Code § 63-3613(a): the sales price includes the documentation fee; Idaho Admin. Code r. 35.01.02.062: optional warranties sold separately exempt; ${GAP}`, check: 'rule number' },
  IL: { docFee: T, serviceContract: X, gap: X, itemSource: `35 ILCS 120/1 "selling price" and 86 Ill. Adm. Code 130.410: the documentary fee is part of the selling price; 86 Ill. Adm. Code 140.141: optional maintenance agreements not taxed at sale; ${GAP}` },
  IN: { docFee: T, serviceContract: U, gap: X, itemSource: `IC 6-2.5-1-5 "gross retail income" and IC 9-32-13-7 (the documentary fee): the documentary fee is taxable; ${GAP}`, check: 'doc fee; service contracts (Ind. DOR Information Bulletin #2)' },
  IA: { docFee: U, serviceContract: U, gap: X, itemSource: `Iowa Code § 321.105A: the fee for new registration is on the purchase price; ${GAP}` },
  KS: { docFee: U, serviceContract: U, gap: X, itemSource: `K.S.A. 79-3602 "selling price"; ${GAP}` },
  KY: { docFee: U, serviceContract: T, gap: X, itemSource: `KRS 139.200(2)(g) (2018 HB 487): extended warranty services taxed at 6 % sales tax from July 1, 2018; ${GAP}`, check: 'service contracts on motor vehicles under KRS 139.200; doc fee in the usage tax\'s retail price' },
  LA: { docFee: U, serviceContract: U, gap: X, itemSource: `La. R.S. 47:301(13) "sales price"; ${GAP}` },
  ME: { docFee: T, serviceContract: U, gap: X, itemSource: `36 M.R.S. § 1752(14)(A): the sale price includes services that are part of the sale (the documentation fee); ${GAP}`, check: 'doc fee' },
  MD: { docFee: U, serviceContract: X, gap: X, itemSource: `Md. Code, Transp. § 13-809 (titling tax on the vehicle's price) and § 15-311.1 (the dealer processing charge); optional service contracts are not part of the vehicle's price; ${GAP}`, check: 'whether the processing charge is in the titling tax\'s base' },
  MA: { docFee: T, serviceContract: X, gap: X, itemSource: `M.G.L. c. 64H § 1 "sales price" (charges by the vendor, the documentary fee); 830 CMR 64H.1.1? : optional service contracts sold separately are not taxed; ${GAP}`, check: 'the regulation number' },
  MI: { docFee: T, serviceContract: X, gap: X, itemSource: `MCL 205.51(1)(d) "sales price" (the documentary fee of MCL 257.250? is part of it); Michigan Treasury RAB 2016-14?: optional extended warranties not taxed; ${GAP}`, check: 'the RAB number; doc fee' },
  MN: { docFee: U, serviceContract: U, gap: X, itemSource: `Minn. Stat. § 297B.01 subd. 14 "purchase price"; § 168.27 subd. 31 (the documentary fee); ${GAP}` },
  MS: { docFee: U, serviceContract: U, gap: X, itemSource: `Miss. Code § 27-65-3 "gross proceeds of sales"; ${GAP}` },
  MO: { docFee: U, serviceContract: X, gap: X, itemSource: `RSMo § 144.010 "sale at retail"; 12 CSR 10-103.600? : optional service contracts not taxed; ${GAP}`, check: 'the regulation; the administrative fee of RSMo § 301.558' },
  MT: { docFee: X, serviceContract: X, gap: X, itemSource: `${NO_TAX} (Mont. DOR)` },
  NE: { docFee: U, serviceContract: T, gap: X, itemSource: `Neb. Rev. Stat. § 77-2701.16(4)? and 316 NAC 1-082: warranties and service contracts on motor vehicles taxed; ${GAP}`, check: 'the subsection' },
  NV: { docFee: T, serviceContract: X, gap: X, itemSource: `NRS 372.025 "gross receipts" (the documentary fee); NRS 372.? / Nevada Tax, "Extended warranties": optional contracts sold separately not taxed; ${GAP}`, check: 'the service-contract citation' },
  NH: { docFee: X, serviceContract: X, gap: X, itemSource: `${NO_TAX} (N.H. DRA)` },
  NJ: { docFee: T, serviceContract: T, gap: X, itemSource: `N.J.S.A. 54:32B-2(oo) "sales price" (the documentation fee); N.J.S.A. 54:32B-3(b)(1) and NJ Division of Taxation ANJ-?: warranties and service contracts taxed; ${GAP}`, check: 'the publication number' },
  NM: { docFee: U, serviceContract: T, gap: X, itemSource: `NMSA § 7-9-3.5 "gross receipts" (the service contract, under the gross receipts tax); ${GAP}` },
  NY: { docFee: T, serviceContract: T, gap: X, itemSource: `N.Y. Tax Law § 1101(b)(3) "receipt" (the documentation fee is part of it); § 1105(c)(7): service contracts taxed; ${GAP}` },
  NC: { docFee: U, serviceContract: U, gap: X, itemSource: `N.C. Gen. Stat. § 105-187.1 "sum paid" (the highway use tax's base); § 105-164.4(a)(11) (service contracts); ${GAP}` },
  ND: { docFee: U, serviceContract: U, gap: X, itemSource: `N.D.C.C. § 57-40.3-01 "purchase price"; ${GAP}` },
  OH: { docFee: U, serviceContract: T, gap: X, itemSource: `ORC 5739.01(B)(7): warranty and service contracts taxed; ORC 4517.261 (the documentary service charge); ${GAP}`, check: 'whether the documentary service charge is in the price' },
  OK: { docFee: U, serviceContract: U, gap: X, itemSource: `68 O.S. § 2101 "value" (the excise's base); ${GAP}` },
  OR: { docFee: U, serviceContract: X, gap: X, itemSource: `ORS 320.400 "retail price" (the privilege tax's base); Oregon has no sales tax to reach a service contract; ${GAP}` },
  PA: { docFee: T, serviceContract: T, gap: X, itemSource: `72 P.S. § 7201(g) "purchase price" and 61 Pa. Code § 31.45? (documentary fees part of it); 72 P.S. § 7201(k)(4): warranty contracts taxed; ${GAP}`, check: 'the regulation number' },
  RI: { docFee: T, serviceContract: U, gap: X, itemSource: `R.I. Gen. Laws § 44-18-12 "sales price" (the dealer's documentation fee); ${GAP}`, check: 'doc fee' },
  SC: { docFee: U, serviceContract: U, gap: X, itemSource: `S.C. Code § 56-3-627 "purchase price" (the infrastructure maintenance fee's base); ${GAP}` },
  SD: { docFee: U, serviceContract: T, gap: X, itemSource: `SDCL 10-45-4 and ARSD 64:06:02:?: warranties and service contracts taxed; ${GAP}`, check: 'the rule number' },
  TN: { docFee: T, serviceContract: T, gap: X, itemSource: `Tenn. Code § 67-6-102 "sales price" (the documentation fee); § 67-6-208: warranty and service contracts taxed; ${GAP}` },
  TX: { docFee: T, serviceContract: X, gap: X, itemSource: `Tex. Tax Code § 152.002: total consideration (the documentary fee of 43 TAC § 215.155 is part of it); Comptroller, "Motor Vehicle Tax Guide": service contracts and GAP not taxed with the vehicle` },
  UT: { docFee: T, serviceContract: T, gap: X, itemSource: `Utah Code § 59-12-102 "purchase price" (the documentary service fee); § 59-12-103(1)(?) (warranties on tangible personal property taxed); ${GAP}`, check: 'the subsection' },
  VT: { docFee: T, serviceContract: U, gap: X, itemSource: `32 V.S.A. § 8902(4) "purchase price" and Vermont DMV, "Tax": the documentation fee is part of the taxed price; ${GAP}` },
  VA: { docFee: T, serviceContract: X, gap: X, itemSource: `Va. Code § 58.1-2401 "sale price" (the processing fee, Va. Code § 46.2-1530?); optional service contracts and GAP are not part of the sale price (Va. DMV, "Sales and Use Tax")` },
  WA: { docFee: T, serviceContract: T, gap: X, itemSource: `RCW 46.70.180(2): the documentary service fee is subject to retail sales tax; RCW 82.04.050(7): service contracts are retail sales; ${GAP}` },
  WV: { docFee: U, serviceContract: U, gap: X, itemSource: `W. Va. Code § 17A-3-4 "purchase price" (the privilege tax's base); ${GAP}` },
  WI: { docFee: T, serviceContract: T, gap: X, itemSource: `Wis. Stat. § 77.51(15b)(a) "sales price" (dealer service fees); § 77.52(2)(a)13: service contracts taxed; ${GAP}`, check: 'doc fee' },
  WY: { docFee: U, serviceContract: U, gap: X, itemSource: `Wyo. Stat. § 39-15-101(a)(xv) "sales price"; ${GAP}` },
};
