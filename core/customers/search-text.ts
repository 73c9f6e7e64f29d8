import { digitsOf, foldText } from '../shared/search-text';

export interface SearchableCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly city: string;
  readonly postalCode: string;
}

/** The stored search column: folded name, e-mail, address and postal code, and the phone's digits. */
export function customerSearchText(c: SearchableCustomer): string {
  const postal = foldText(c.postalCode);
  return [
    foldText(c.firstName), foldText(c.lastName), foldText(c.email), digitsOf(c.phone),
    foldText(c.addressLine1), foldText(c.addressLine2), foldText(c.city), postal, postal.replace(/[\s-]/g, ''),
  ].filter((s) => s !== '').join(' ');
}
