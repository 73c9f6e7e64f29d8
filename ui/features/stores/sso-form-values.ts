import type { SsoConnectionBody, SsoConnectionWrite } from '../../../adapters/http/contract/access/sso';
import type { SsoNewUserRole } from '@dealer-panel/core/access/sso';
import type { FieldErrorMap } from '../../shared/form-problem';

/** One manufacturer connection as its card edits it: the context classes as the textarea's lines. */
export interface SsoFormValues {
  readonly enabled: boolean;
  readonly label: string;
  readonly idp_entity_id: string;
  readonly idp_sso_url: string;
  readonly idp_certificate: string;
  /** One AuthnContextClassRef per line. */
  readonly mfa_contexts: string;
  readonly new_user_role: SsoNewUserRole | null;
}

export type SsoField = keyof SsoFormValues;

const FIELDS: readonly SsoField[] = ['enabled', 'label', 'idp_entity_id', 'idp_sso_url', 'idp_certificate', 'mfa_contexts', 'new_user_role'];

export function ssoFormOf(c: SsoConnectionBody): SsoFormValues {
  return {
    enabled: c.enabled, label: c.label, idp_entity_id: c.idp_entity_id, idp_sso_url: c.idp_sso_url,
    idp_certificate: c.idp_certificate, mfa_contexts: c.mfa_contexts.join('\n'), new_user_role: c.new_user_role,
  };
}

/** The PUT body: every field, the context classes one per non-empty line (the server trims and checks the rest). */
export function ssoWriteOf(v: SsoFormValues): SsoConnectionWrite {
  return {
    enabled: v.enabled, label: v.label, idp_entity_id: v.idp_entity_id, idp_sso_url: v.idp_sso_url, idp_certificate: v.idp_certificate,
    mfa_contexts: v.mfa_contexts.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== ''),
    new_user_role: v.new_user_role,
  };
}

/**
 * The server's field errors keyed by the card's fields: a decoding error may name an item
 * ("mfa_contexts.3"), which belongs to its list. Codes for fields the card does not have are dropped;
 * `named` says whether any error found a field to stand beside.
 */
export function ssoErrorsOf(errors: FieldErrorMap): { readonly errors: FieldErrorMap; readonly named: boolean } {
  const out: Record<string, string[]> = {};
  for (const [key, codes] of Object.entries(errors)) {
    const field = key.split(/[.[]/)[0] ?? key;
    if (!(FIELDS as readonly string[]).includes(field) || codes.length === 0) continue;
    out[field] = [...(out[field] ?? []), ...codes];
  }
  return { errors: out, named: Object.keys(out).length > 0 };
}
