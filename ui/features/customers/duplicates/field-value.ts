import type { MergedFieldBody } from '../../../../adapters/http/contract/customers/customer-merges';
import type { AssignableUser } from '../wire-types';
import { formatPhone } from '../display';

/** A merged field's value as the comparison shows it: phones formatted, the rep by name, blanks as a dash. */
export function fieldText(field: MergedFieldBody['field'], value: string | number | null, country: 'CA' | 'US', reps: readonly AssignableUser[] | null): string {
  if (value === null || value === '') return '—';
  if (field === 'phone' && typeof value === 'string') return formatPhone(value, country);
  if (field === 'assigned_dealer') {
    const rep = reps?.find((r) => r.id === value);
    return rep ? rep.full_name : `#${String(value)}`;
  }
  if (field === 'province' && typeof value === 'string') return value.toUpperCase();
  return String(value);
}
