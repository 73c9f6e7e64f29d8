import { useFieldMessageIn } from '../../../shared/field-message';

/** A field's first error code as a sentence: the users namespace's own (`errors.<code>`), else the shared lookup. */
export const useUserMessage = (): ReturnType<typeof useFieldMessageIn> => useFieldMessageIn('users');
