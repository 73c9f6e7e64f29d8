import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectionName, validateConnection, type CertificateReader, type SsoConnectionInput } from './sso';

const NOW = new Date('2026-06-01T12:00:00Z');
const certificates: CertificateReader = {
  validTo: (pem) => (pem.startsWith('CERT ') ? new Date(pem.slice(5)) : null),
};
const good: SsoConnectionInput = {
  enabled: true, label: 'Genesis', idpEntityId: 'https://idp.example.com/saml', idpSsoUrl: 'https://idp.example.com/sso',
  idpCertificate: 'CERT 2027-01-01T00:00:00Z', mfaContexts: ['https://refeds.org/profile/mfa'], newUserRole: null,
};
const errorsOf = (input: Partial<SsoConnectionInput>, source: 'vw_sso' | 'custom_sso' = 'custom_sso') => {
  const result = validateConnection(source, { ...good, ...input }, certificates, NOW);
  return E.isLeft(result) ? result.left : {};
};

describe('validateConnection', () => {
  it('accepts a complete connection and trims what was typed', () => {
    const result = validateConnection('custom_sso', { ...good, label: '  Genesis ', mfaContexts: [' a:b ', '', 'a:b'] }, certificates, NOW);
    expect(result).toEqual(E.right(expect.objectContaining({ label: 'Genesis', mfaContexts: ['a:b'] })));
  });

  it('lets an admin save a disabled connection half filled in, never a malformed one', () => {
    expect(errorsOf({ enabled: false, label: '', idpEntityId: '', idpSsoUrl: '', idpCertificate: '' })).toEqual({});
    expect(errorsOf({ enabled: false, idpSsoUrl: 'nope' })).toEqual({ idp_sso_url: ['sso.url_invalid'] });
  });

  it('needs every part of an enabled connection', () => {
    expect(errorsOf({ label: '', idpEntityId: '', idpSsoUrl: '', idpCertificate: '' }))
      .toEqual({ label: ['required'], idp_entity_id: ['required'], idp_sso_url: ['required'], idp_certificate: ['required'] });
  });

  it('takes plain http only to this machine', () => {
    expect(errorsOf({ idpSsoUrl: 'http://idp.example.com/sso' })).toEqual({ idp_sso_url: ['sso.url_https'] });
    expect(errorsOf({ idpSsoUrl: 'http://127.0.0.1:8443/sso' })).toEqual({});
    expect(errorsOf({ idpSsoUrl: 'javascript:alert(1)' })).toEqual({ idp_sso_url: ['sso.url_https'] });
  });

  it('refuses an unreadable certificate always and an expired one when enabled', () => {
    expect(errorsOf({ idpCertificate: 'garbage' })).toEqual({ idp_certificate: ['sso.certificate_invalid'] });
    expect(errorsOf({ idpCertificate: 'CERT 2026-05-31T00:00:00Z' })).toEqual({ idp_certificate: ['sso.certificate_expired'] });
    expect(errorsOf({ enabled: false, idpCertificate: 'CERT 2026-05-31T00:00:00Z' })).toEqual({});
  });

  it('never creates administrators at a first sign-in', () => {
    for (const role of ['dealer_admin', 'organization_admin', 'super_admin', 'anything']) {
      expect(errorsOf({ newUserRole: role })).toEqual({ new_user_role: ['sso.role_not_allowed'] });
    }
    expect(errorsOf({ newUserRole: 'dealer_sales_manager' })).toEqual({});
  });

  it('names VW and Hyundai itself and ignores a label sent for them', () => {
    const vw = validateConnection('vw_sso', { ...good, label: 'Anything' }, certificates, NOW);
    expect(E.isRight(vw) && vw.right.label).toBe('');
    expect(connectionName({ source: 'vw_sso', label: 'x' })).toBe('Volkswagen');
    expect(connectionName({ source: 'custom_sso', label: 'Genesis' })).toBe('Genesis');
  });

  it('answers every input with a value or field errors, never an exception', () => {
    fc.assert(fc.property(
      fc.record({ enabled: fc.boolean(), label: fc.string(), idpEntityId: fc.string(), idpSsoUrl: fc.string(), idpCertificate: fc.string(), mfaContexts: fc.array(fc.string()), newUserRole: fc.option(fc.string(), { nil: null }) }),
      (input) => {
        const result = validateConnection('custom_sso', input, certificates, NOW);
        return E.isRight(result) || Object.values(result.left).every((codes) => codes.length > 0);
      },
    ));
  });
});
