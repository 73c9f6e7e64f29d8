import { useFieldMessageIn } from '../../shared/field-message';

/** A field's first error code as a sentence: the stores namespace's own (`errors.<code>`), else the shared lookup. */
export const useStoreMessage = (): ReturnType<typeof useFieldMessageIn> => useFieldMessageIn('stores');
