import * as E from 'fp-ts/Either';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { connectionName, isSsoSource, type CertificateReader } from '@dealer-panel/core/access/sso';
import type { SsoSettings } from '@dealer-panel/core/stores/sso-settings';
import type { SsoConnectionsBody } from '../../contract/access/sso';
import { ssoRoutes as R } from '../../contract/access/sso-routes';
import { decodeBody } from '../platform/decode';
import { problem, sendProblem } from '../platform/problem';
import { answer, fastifyPath, originOf, scoped } from '../platform/route-helpers';
import type { ServerDeps } from '../server-deps';
import { serviceProvider } from '../access/sso-routes';

function settingsBody(request: FastifyRequest, settings: SsoSettings, certificates: CertificateReader, dealershipId: number): SsoConnectionsBody {
  const base = originOf(request);
  return {
    connections: settings.connections.map((c) => {
      const sp = serviceProvider(base, { dealershipId, source: c.source });
      return {
        source: c.source, name: connectionName(c), enabled: c.enabled, label: c.label,
        idp_entity_id: c.idpEntityId, idp_sso_url: c.idpSsoUrl, idp_certificate: c.idpCertificate,
        idp_certificate_valid_to: c.idpCertificate === '' ? null : certificates.validTo(c.idpCertificate)?.toISOString() ?? null,
        mfa_contexts: [...c.mfaContexts], new_user_role: c.newUserRole,
        sp_entity_id: sp.entityId, acs_url: sp.acsUrl, metadata_url: sp.entityId,
        login_url: `${base}/api/sso/${dealershipId}/${c.source}/login/`,
        updated_at: c.updatedAt?.toISOString() ?? null,
      };
    }),
    may_manage: settings.mayManage,
    staff_login_url: `${base}/dealer/login?store=${dealershipId}`,
  };
}

/** The store's manufacturer sign-in connections on /dealerships (issue 13.9). */
export function registerSsoSettingsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const certificates = deps.ssoSettings.certificates;
  app.get(R.connections.path, scoped(deps, async (ctx, request, reply) =>
    answer(reply, deps.ssoSettings.settings(ctx), (s) => settingsBody(request, s, certificates, ctx.dealership.id))));

  app.put(fastifyPath(R.saveConnection.path), scoped(deps, async (ctx, request, reply) => {
    const source = (request.params as Record<string, unknown>).source;
    if (typeof source !== 'string' || !isSsoSource(source)) return sendProblem(reply, problem(404, 'not_found'));
    const body = decodeBody(R.saveConnection.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    const b = body.right;
    const input = { enabled: b.enabled, label: b.label, idpEntityId: b.idp_entity_id, idpSsoUrl: b.idp_sso_url, idpCertificate: b.idp_certificate, mfaContexts: b.mfa_contexts, newUserRole: b.new_user_role };
    return answer(reply, deps.ssoSettings.save(ctx, source, input, request.ip), (s) => settingsBody(request, s, certificates, ctx.dealership.id));
  }));
}
