import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { blankConnection, SSO_SOURCES, validateConnection, type CertificateReader, type SsoConnection, type SsoConnectionInput, type SsoSource } from '../access/sso';
import type { SsoConnectionRepository } from '../access/sso-ports';
import { changedFields } from '../shared/changed-fields';
import { forbidden, invalidInput, type Forbidden, type InvalidInput } from '../shared/errors';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { mayReadStore, mayWriteStore } from './store-access';

export interface SsoSettingsDeps {
  readonly ssoConnections: SsoConnectionRepository;
  readonly certificates: CertificateReader;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

export interface SsoSettings {
  /** The three sources in order, a blank (disabled) connection for a source never saved. */
  readonly connections: readonly SsoConnection[];
  readonly mayManage: boolean;
}

async function settingsOf(deps: SsoSettingsDeps, ctx: DealershipContext): Promise<SsoSettings> {
  const saved = await deps.ssoConnections.list(ctx.dealership.id);
  return {
    connections: SSO_SOURCES.map((source) => saved.find((c) => c.source === source) ?? blankConnection(ctx.dealership.id, source)),
    mayManage: mayWriteStore(ctx.actor),
  };
}

/** GET sso/: whoever may open the store's settings reads them (the certificate is public by nature). */
export const ssoSettings = (deps: SsoSettingsDeps) =>
  (ctx: DealershipContext): TE.TaskEither<Forbidden, SsoSettings> => async () =>
    (mayReadStore(ctx.actor) ? E.right(await settingsOf(deps, ctx)) : E.left(forbidden('view_store_settings')));

/** What the audit row keeps of a connection: the certificate by its length and end, never its text. */
function audited(c: SsoConnection): Record<string, unknown> {
  return { enabled: c.enabled, label: c.label, idp_entity_id: c.idpEntityId, idp_sso_url: c.idpSsoUrl, idp_certificate_chars: c.idpCertificate.length, mfa_contexts: c.mfaContexts, new_user_role: c.newUserRole };
}

/** PUT sso/{source}/: the store's admins; every field checked, nothing stored on a bad one, the change audited. */
export const saveSsoConnection = (deps: SsoSettingsDeps) =>
  (ctx: DealershipContext, source: SsoSource, input: SsoConnectionInput, ip: string): TE.TaskEither<Forbidden | InvalidInput, SsoSettings> => async () => {
    if (!mayWriteStore(ctx.actor)) return E.left(forbidden('manage_sso'));
    const now = deps.clock.now();
    const checked = validateConnection(source, input, deps.certificates, now);
    if (E.isLeft(checked)) return E.left(invalidInput(checked.left));
    const before = (await deps.ssoConnections.get(ctx.dealership.id, source)) ?? blankConnection(ctx.dealership.id, source);
    const after: SsoConnection = { ...checked.right, dealershipId: ctx.dealership.id, source, updatedAt: now };
    await deps.ssoConnections.save(after);
    const diff = changedFields(audited(before), audited(after));
    await deps.audit.record({ action: 'sso_connection_changed', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { source, fields: Object.keys(diff.after).join(',') }, before: diff.before, after: diff.after });
    return E.right(await settingsOf(deps, ctx));
  };

/** `certificates` rides along so the answers can say until when each certificate is valid. */
export const ssoSettingsUseCases = (deps: SsoSettingsDeps) => ({ settings: ssoSettings(deps), save: saveSsoConnection(deps), certificates: deps.certificates });
export type SsoSettingsUseCases = ReturnType<typeof ssoSettingsUseCases>;
