import type { FieldErrorMap, FormProblem } from './form-problem';

/** The upload in progress or its outcome: `progress` 0 to 1 while sending; errors by field (kind, file). */
export interface UploadState {
  readonly progress: number | null;
  readonly errors: FieldErrorMap;
  readonly problem: FormProblem | null;
}

export const IDLE_UPLOAD: UploadState = { progress: null, errors: {}, problem: null };

/** A kind and a file to send, or the fields' `required` errors (named without a call). */
export function uploadChoice(kind: string | null, file: File | null): { readonly kind: string; readonly file: File } | { readonly errors: FieldErrorMap } {
  if (kind !== null && kind !== '' && file !== null) return { kind, file };
  const errors: Record<string, string[]> = {};
  if (kind === null || kind === '') errors.kind = ['required'];
  if (file === null) errors.file = ['required'];
  return { errors };
}
