import type { FieldDictionary } from '../../shared/tabular/columns';

/**
 * The fields an inventory feed may carry, each with the header names that mean it: English, Québec
 * French, the usual DMS exports, and Google's vehicle listings attribute names (`vin`, `id`,
 * `store_code`, `price`, `vehicle_msrp`, `condition`, `make`, `model`, `trim`, `year`, `mileage`,
 * `exterior_color`, `image_link`, `additional_image_link`, `date_in_stock`, `link`,
 * `certified_pre_owned`), so a Google-format feed reads without a mapping.
 */
export const FEED_FIELDS = [
  'vin', 'stockNumber', 'year', 'make', 'model', 'trim', 'condition', 'price', 'msrp', 'cost', 'odometer', 'odometerUnit',
  'exteriorColor', 'interiorColor', 'bodyType', 'fuelType', 'transmission', 'drivetrain', 'arrivalDate', 'photos', 'options',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

export const FEED_DICTIONARY: FieldDictionary<FeedField> = {
  vin: { synonyms: ['vin', 'vin number', 'vehicle identification number', 'niv', 'numero de serie', 'no de serie', 'serial number', 'numero d identification'] },
  stockNumber: { synonyms: ['stock number', 'stock', 'stock no', 'stock #', 'stocknumber', 'stock_number', 'id', 'numero de stock', 'no de stock', 'inventaire', 'numero d inventaire', 'no inventaire'] },
  year: { synonyms: ['year', 'model year', 'annee', 'annee modele', 'modele annee'] },
  make: { synonyms: ['make', 'brand', 'manufacturer', 'marque', 'fabricant'] },
  model: { synonyms: ['model', 'modele'] },
  trim: { synonyms: ['trim', 'trim level', 'version', 'finition', 'niveau de finition', 'series'] },
  condition: { synonyms: ['condition', 'new used', 'new/used', 'type', 'etat', 'neuf usage', 'neuf/usage', 'new or used'] },
  price: { synonyms: ['price', 'selling price', 'sale price', 'internet price', 'list price', 'listing price', 'asking price', 'prix', 'prix de vente', 'prix affiche', 'prix internet', 'prix demande'] },
  msrp: { synonyms: ['msrp', 'vehicle_msrp', 'retail price', 'pdsf', 'prix de detail', 'prix de detail suggere'] },
  cost: { synonyms: ['cost', 'invoice', 'dealer cost', 'unit cost', 'cout', 'cout d achat', 'prix coutant', 'facture'] },
  odometer: { synonyms: ['odometer', 'mileage', 'kilometers', 'kilometres', 'km', 'miles', 'odometre', 'kilometrage', 'millage'] },
  odometerUnit: { synonyms: ['odometer unit', 'mileage unit', 'unit', 'unite', 'unite de kilometrage'] },
  exteriorColor: { synonyms: ['exterior color', 'exterior colour', 'exterior_color', 'color', 'colour', 'ext color', 'couleur', 'couleur exterieure'] },
  interiorColor: { synonyms: ['interior color', 'interior colour', 'interior_color', 'int color', 'couleur interieure'] },
  bodyType: { synonyms: ['body', 'body style', 'body type', 'body_style', 'carrosserie', 'type de carrosserie'] },
  fuelType: { synonyms: ['fuel', 'fuel type', 'fuel_type', 'carburant', 'type de carburant', 'energie'] },
  transmission: { synonyms: ['transmission', 'boite', 'boite de vitesses'] },
  drivetrain: { synonyms: ['drivetrain', 'drive train', 'drive', 'traction', 'rouage', 'entrainement', 'motricite'] },
  arrivalDate: { synonyms: ['arrival date', 'date in stock', 'date_in_stock', 'in stock date', 'stock date', 'received', 'date received', 'date d arrivee', 'date d entree', 'date en inventaire'] },
  photos: { synonyms: ['image_link', 'additional_image_link', 'photos', 'photo', 'images', 'image', 'photo urls', 'photo url', 'image urls', 'pictures', 'picture', 'imagelist', 'image list', 'photo list'], many: true },
  options: { synonyms: ['options', 'packages', 'option', 'equipment', 'features', 'groupes', 'ensembles', 'equipements'] },
};

/** Google's attributes the panel keeps no column for: recognised (never offered as unknown), not stored. */
export const GOOGLE_IGNORED = ['store_code', 'link', 'certified_pre_owned', 'title', 'description', 'dealership_name', 'dealership_address'] as const;
