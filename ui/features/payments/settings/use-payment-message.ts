import { useFieldMessageIn } from '../../../shared/field-message';

/** A field's first error code as a sentence: the payments namespace's own (`errors.<code>`), else the shared lookup. */
export const usePaymentMessage = (): ReturnType<typeof useFieldMessageIn> => useFieldMessageIn('payments');
