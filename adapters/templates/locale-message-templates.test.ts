import { describe, expect, it } from 'vitest';
import { localeMessageTemplates as t } from './locale-message-templates';

describe('message templates', () => {
  it('puts the code and its lifetime in the SMS, in the user language', () => {
    expect(t.oneTimeCodeSms('en_CA', '123456', 10)).toMatch(/^123456 is your .* 10 minutes/);
    expect(t.oneTimeCodeSms('fr_CA', '654321', 10)).toMatch(/^654321 est votre code .* 10 minutes/);
  });
  it('falls back to Canadian English for an unknown language', () => {
    expect(t.oneTimeCodeSms('de_DE', '111111', 10)).toContain('111111 is your');
  });
  it('writes the reset link into the e-mail body', () => {
    const mail = t.passwordResetEmail('fr_CA', 'https://x.test/r?token=abc', 60);
    expect(mail.subject).toContain('mot de passe');
    expect(mail.body).toContain('https://x.test/r?token=abc');
    expect(mail.body).toContain('60 minutes');
  });
});
