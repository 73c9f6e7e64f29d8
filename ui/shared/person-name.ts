import { fullName } from '@dealer-panel/core/shared/person-name';

/** A person's full name from the wire's `first_name` / `last_name`, by core's one rule. */
export const fullNameOf = (person: { readonly first_name: string; readonly last_name: string }): string =>
  fullName({ firstName: person.first_name, lastName: person.last_name });
