/** The security namespace's message for a code field's error code from the server (null: show the problem instead). */
export function codeErrorKey(code: string | undefined): string | null {
  if (code === undefined) return null;
  if (code === 'required') return 'errors.required';
  if (code.startsWith('otp.') || code.startsWith('recovery.') || code.startsWith('second_factor.')) return `errors.${code}`;
  return null;
}
