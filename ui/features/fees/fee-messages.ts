import { useFieldMessageIn } from '../../shared/field-message';

/** A field's first error code as a sentence: the fees namespace's own (`errors.<code>`), else the shared lookup. */
export const useFeeMessage = (): ReturnType<typeof useFieldMessageIn> => useFieldMessageIn('fees');
