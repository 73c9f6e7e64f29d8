/**
 * Why a customer or a deal was archived (static data's archive_reasons, spec 000 section 3; the
 * values are not shown, decided in docs/decisions/customers.md "Archive reasons"). The code is
 * the reason's id on the wire; the interface translates it.
 */
export const ARCHIVE_REASONS = [
  'bought_here', 'bought_elsewhere', 'not_interested', 'no_response', 'financing_declined', 'price', 'duplicate', 'other',
] as const;
export type ArchiveReason = (typeof ARCHIVE_REASONS)[number];

export function toArchiveReason(value: string | null | undefined): ArchiveReason | null {
  return ARCHIVE_REASONS.find((r) => r === value) ?? null;
}

/**
 * The reason given with an archive request: required neither by the spec's payload nor here (a
 * client of the spec sends none and keeps working, recorded without a reason); when given, one of
 * ARCHIVE_REASONS, and only when archiving (a restore clears it). Returns the field error's code.
 */
export function checkArchiveReason(reason: string | null | undefined, archiving: boolean): { readonly reason: ArchiveReason | null } | { readonly error: string } {
  if (reason === null || reason === undefined || reason === '') return { reason: null };
  if (!archiving) return { error: 'archive_reason.not_archiving' };
  const known = toArchiveReason(reason);
  return known === null ? { error: 'choice.invalid' } : { reason: known };
}
