/** The two countries the panel serves; several rules (postal code, phone) depend on it. */
export type Country = 'CA' | 'US';
