import { guessMapping, type ColumnMapping, type FieldDictionary } from '../../shared/tabular/columns';

/**
 * The columns of a customer file from another CRM (issue 31 item 3): each field with the header
 * names English and Québec French exports give it (Salesforce, HubSpot, DealerSocket, VinSolutions,
 * Elead, PBS and Excel lists seen in the wild). Headers compare folded (columns.ts `headerKey`), so
 * "Prénom", "PRENOM" and "prenom" are one synonym. Order matters: a header feeds the first field
 * that names it, so `full_name` comes after first and last name.
 */
export const CUSTOMER_FIELDS = [
  'first_name', 'last_name', 'full_name', 'email', 'phone', 'mobile_phone', 'home_phone', 'work_phone',
  'address_line_1', 'address_line_2', 'city', 'province', 'postal_code', 'language', 'rep_email', 'note',
  'created', 'email_consent', 'email_consent_date', 'email_consent_source',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export const CUSTOMER_DICTIONARY: FieldDictionary<CustomerField> = {
  first_name: { synonyms: ['first name', 'firstname', 'first', 'given name', 'contact first name', 'customer first name', 'fname', 'prénom', 'prenom du client', 'prénom client'] },
  last_name: { synonyms: ['last name', 'lastname', 'last', 'surname', 'family name', 'contact last name', 'customer last name', 'lname', 'nom de famille', 'nom', 'nom du client'] },
  full_name: { synonyms: ['full name', 'name', 'customer name', 'customer', 'contact name', 'contact', 'client', 'nom complet', 'nom et prénom'] },
  email: { synonyms: ['email', 'e-mail', 'email address', 'e-mail address', 'primary email', 'personal email', 'courriel', 'adresse courriel', 'adresse électronique', 'adresse e-mail'] },
  phone: { synonyms: ['phone', 'phone number', 'telephone', 'primary phone', 'main phone', 'téléphone', 'tél', 'tel', 'numéro de téléphone'] },
  mobile_phone: { synonyms: ['mobile', 'mobile phone', 'cell', 'cell phone', 'cellphone', 'cellular', 'cellulaire', 'cell.', 'téléphone cellulaire', 'mobile number'] },
  home_phone: { synonyms: ['home phone', 'home', 'evening phone', 'téléphone maison', 'tél. maison', 'résidence', 'téléphone résidence', 'domicile'] },
  work_phone: { synonyms: ['work phone', 'business phone', 'office phone', 'day phone', 'téléphone travail', 'tél. travail', 'travail', 'bureau'] },
  address_line_1: { synonyms: ['address', 'address 1', 'address line 1', 'street', 'street address', 'mailing street', 'address1', 'adresse', 'adresse 1', 'rue', 'adresse ligne 1'] },
  address_line_2: { synonyms: ['address 2', 'address line 2', 'address2', 'suite', 'apt', 'unit', 'adresse 2', 'adresse ligne 2', 'app', 'appartement'] },
  city: { synonyms: ['city', 'town', 'mailing city', 'ville', 'municipalité'] },
  province: { synonyms: ['province', 'state', 'province/state', 'state/province', 'prov', 'st', 'region', 'mailing state', 'province ou état', 'état'] },
  postal_code: { synonyms: ['postal code', 'postal', 'zip', 'zip code', 'zipcode', 'postcode', 'mailing zip', 'code postal', 'cp'] },
  language: { synonyms: ['language', 'preferred language', 'lang', 'langue', 'langue de communication', 'langue préférée'] },
  rep_email: { synonyms: ['sales rep email', 'salesperson email', 'rep email', 'owner email', 'assigned to email', 'assigned rep', 'sales rep', 'salesperson', 'owner', 'représentant', 'courriel du représentant', 'conseiller', 'courriel du conseiller', 'vendeur'] },
  note: { synonyms: ['notes', 'note', 'comments', 'comment', 'description', 'remarques', 'commentaires', 'commentaire'], many: true },
  created: { synonyms: ['created', 'created date', 'date created', 'created on', 'creation date', 'create date', 'date de création', 'créé le', 'date création'] },
  email_consent: { synonyms: ['email consent', 'email opt in', 'email opt-in', 'opt in', 'opted in', 'consent', 'casl consent', 'marketing consent', 'consentement', 'consentement courriel', 'consentement lcap', 'accepte les courriels'] },
  email_consent_date: { synonyms: ['consent date', 'email consent date', 'opt in date', 'opt-in date', 'date of consent', 'date du consentement', 'date de consentement'] },
  email_consent_source: { synonyms: ['consent source', 'email consent source', 'opt in source', 'consent method', 'source du consentement', 'provenance du consentement'] },
};

export type CustomerMapping = ColumnMapping<CustomerField>;

/** The guess from a file's headers (a saved mapping of the store wins when it fits the file). */
export const guessCustomerMapping = (headers: readonly string[]): CustomerMapping => guessMapping(headers, CUSTOMER_DICTIONARY);
