/** A person's given and family names, as customers, users and lead prospects hold them. */
export interface PersonNameParts {
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * The name a person is shown and addressed by: the given name then the family name, each trimmed,
 * an empty part left out ("Marie Tremblay"; "Tremblay" when the given name is missing). The one
 * place that writes it, so that a middle name or another order would be one change (issue 33 item 5).
 */
export function fullName(person: PersonNameParts): string {
  return [person.firstName.trim(), person.lastName.trim()].filter((part) => part !== '').join(' ');
}
