/**
 * World manufacturer identifiers (VIN positions 1–3) a Canadian or American dealer meets, with the
 * brands sold under each. Source: NHTSA's vPIC manufacturer WMI listings (the identifiers makers
 * register under 49 CFR 565.16 through SAE), checked against makers' published VIN decoding guides.
 * It is not the whole register (tens of thousands of codes, most of them for trailers, motorcycles
 * and small makers, whose WMI ends in 9 and continues at positions 12–14): a WMI missing here decodes
 * with no make, never with a wrong one. Several brands share one WMI (Stellantis's 1C4 is Chrysler,
 * Dodge and Jeep), so a WMI names a list, and only a list of one fills a make.
 */
const WMI_MAKES: Readonly<Record<string, readonly string[]>> = {
  // General Motors: 1 USA, 2 Canada, 3 Mexico, K Korea (GM Korea), L China.
  '1G1': ['Chevrolet'], '1GC': ['Chevrolet'], '1GN': ['Chevrolet'], '1GB': ['Chevrolet'], '1GT': ['GMC'], '1GK': ['GMC'],
  '1GY': ['Cadillac'], '1G6': ['Cadillac'], '1G4': ['Buick'], '5GA': ['Buick'], '1G2': ['Pontiac'], '1G8': ['Saturn'],
  '2G1': ['Chevrolet'], '2GC': ['Chevrolet'], '2GN': ['Chevrolet'], '2GT': ['GMC'], '2GK': ['GMC'], '2G4': ['Buick'],
  '3G1': ['Chevrolet'], '3GC': ['Chevrolet'], '3GN': ['Chevrolet'], '3GT': ['GMC'], '3GK': ['GMC'], '3GY': ['Cadillac'],
  KL4: ['Buick'], KL7: ['Chevrolet'], KL8: ['Chevrolet'], LRB: ['Buick'],
  // Ford Motor Company.
  '1FA': ['Ford'], '1FB': ['Ford'], '1FC': ['Ford'], '1FD': ['Ford'], '1FM': ['Ford'], '1FT': ['Ford'], '1ZV': ['Ford'],
  '2FA': ['Ford'], '2FM': ['Ford'], '2FT': ['Ford'], '3FA': ['Ford'], '3FM': ['Ford'], '3FT': ['Ford'], NM0: ['Ford'],
  '1LN': ['Lincoln'], '2LM': ['Lincoln'], '3LN': ['Lincoln'], '5LM': ['Lincoln'],
  // Stellantis (FCA US, formerly Chrysler).
  '1C3': ['Chrysler', 'Dodge'], '1C4': ['Chrysler', 'Dodge', 'Jeep'], '1C6': ['Ram', 'Jeep'], '1B3': ['Dodge'], '1B7': ['Dodge'],
  '1D7': ['Dodge'], '1J4': ['Jeep'], '1J8': ['Jeep'], '2A4': ['Chrysler'], '2C3': ['Chrysler', 'Dodge'], '2C4': ['Chrysler', 'Dodge'],
  '2D4': ['Dodge'], '3C3': ['Fiat', 'Chrysler'], '3C4': ['Chrysler', 'Dodge', 'Jeep'], '3C6': ['Ram'], '3C7': ['Ram'], '3D7': ['Dodge'],
  ZAC: ['Jeep', 'Fiat'], ZFA: ['Fiat'], ZAR: ['Alfa Romeo'], ZAM: ['Maserati'],
  // Toyota and Lexus.
  '2T1': ['Toyota'], '2T3': ['Toyota'], '2T2': ['Lexus'], '3TM': ['Toyota'], '3TY': ['Toyota'], '4T1': ['Toyota'], '4T3': ['Toyota'],
  '4T4': ['Toyota'], '5TD': ['Toyota'], '5TF': ['Toyota'], '5TE': ['Toyota'], '5YF': ['Toyota'], '7MU': ['Toyota'], '58A': ['Lexus'],
  JTD: ['Toyota'], JTE: ['Toyota'], JTK: ['Toyota', 'Scion'], JTM: ['Toyota'], JTN: ['Toyota'], JT2: ['Toyota'], JT3: ['Toyota'],
  JTH: ['Lexus'], JTJ: ['Lexus'],
  // Honda and Acura.
  '1HG': ['Honda'], '19X': ['Honda'], '2HG': ['Honda'], '2HK': ['Honda'], '2HJ': ['Honda'], '3CZ': ['Honda'], '5FN': ['Honda'],
  '5FP': ['Honda'], '5J6': ['Honda'], '7FA': ['Honda'], JHM: ['Honda'], JHL: ['Honda'], SHH: ['Honda'], SHS: ['Honda'],
  '19U': ['Acura'], '2HH': ['Acura'], '2HN': ['Acura'], '5J8': ['Acura'], JH4: ['Acura'],
  // Nissan and Infiniti.
  '1N4': ['Nissan'], '1N6': ['Nissan'], '3N1': ['Nissan'], '3N6': ['Nissan'], '3N8': ['Nissan'], '5N1': ['Nissan', 'Infiniti'],
  JN1: ['Nissan', 'Infiniti'], JN6: ['Nissan'], JN8: ['Nissan', 'Infiniti'], KNM: ['Nissan'], JNK: ['Infiniti'], JNR: ['Infiniti'],
  // Hyundai, Genesis and Kia.
  KMH: ['Hyundai', 'Genesis'], KM8: ['Hyundai'], '5NP': ['Hyundai'], '5NM': ['Hyundai'], '5NT': ['Hyundai'], KMT: ['Genesis'],
  KMU: ['Genesis'], KNA: ['Kia'], KND: ['Kia'], '5XX': ['Kia'], '5XY': ['Kia'], '3KP': ['Kia'],
  // Subaru, Mazda, Mitsubishi.
  JF1: ['Subaru'], JF2: ['Subaru'], '4S3': ['Subaru'], '4S4': ['Subaru'],
  JM1: ['Mazda'], JM3: ['Mazda'], '3MZ': ['Mazda'], '3MV': ['Mazda'], '1YV': ['Mazda'], '7MM': ['Mazda'],
  JA3: ['Mitsubishi'], JA4: ['Mitsubishi'], '4A3': ['Mitsubishi'], '4A4': ['Mitsubishi'], ML3: ['Mitsubishi'],
  // Volkswagen group.
  WVW: ['Volkswagen'], WVG: ['Volkswagen'], WV1: ['Volkswagen'], WV2: ['Volkswagen'], '1VW': ['Volkswagen'], '1V2': ['Volkswagen'],
  '3VW': ['Volkswagen'], '3VV': ['Volkswagen'], WAU: ['Audi'], WA1: ['Audi'], WUA: ['Audi'], TRU: ['Audi'], WP0: ['Porsche'], WP1: ['Porsche'],
  // BMW and MINI.
  WBA: ['BMW'], WBS: ['BMW'], WBX: ['BMW'], WBY: ['BMW'], '5UX': ['BMW'], '5YM': ['BMW'], '4US': ['BMW'], WMW: ['MINI'], WMZ: ['MINI'],
  // Mercedes-Benz.
  WDB: ['Mercedes-Benz'], WDC: ['Mercedes-Benz'], WDD: ['Mercedes-Benz'], '4JG': ['Mercedes-Benz'], '55S': ['Mercedes-Benz'],
  W1K: ['Mercedes-Benz'], W1N: ['Mercedes-Benz'], W1V: ['Mercedes-Benz'], W1W: ['Mercedes-Benz'],
  // Electric newcomers.
  '5YJ': ['Tesla'], '7SA': ['Tesla'], '7G2': ['Tesla'], LRW: ['Tesla'], XP7: ['Tesla'], '7FC': ['Rivian'], '7PD': ['Rivian'], '50E': ['Lucid'],
  // Volvo, Polestar, Jaguar Land Rover, Italian makers.
  YV1: ['Volvo'], YV4: ['Volvo'], '7JR': ['Volvo'], LYV: ['Volvo'], LPS: ['Polestar'],
  SAL: ['Land Rover'], SAJ: ['Jaguar'], SAD: ['Jaguar'], ZFF: ['Ferrari'], ZHW: ['Lamborghini'],
};

/** The brands a WMI is known to carry, empty when the table does not know it. */
export function makesOfWmi(wmi: string): readonly string[] {
  return WMI_MAKES[wmi.toUpperCase()] ?? [];
}

/** Spellings a person types for the same brand ("Chevy", "VW", "Mercedes"). */
const ALIASES: Readonly<Record<string, string>> = {
  chevy: 'chevrolet', vw: 'volkswagen', mercedes: 'mercedesbenz', mb: 'mercedesbenz', benz: 'mercedesbenz', landrover: 'landrover',
  rangerover: 'landrover', alfa: 'alfaromeo', mini: 'mini', dodgeram: 'ram',
};

/** A make as compared: lower case, letters and digits only, common nicknames resolved. */
export function makeKey(make: string): string {
  const bare = make.normalize('NFD').toLowerCase().replace(/[^a-z0-9]/g, '');
  return ALIASES[bare] ?? bare;
}
