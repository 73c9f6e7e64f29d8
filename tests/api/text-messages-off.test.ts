import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent } from './support/test-app';
import { signedInSuite } from './support/signed-in';

const C = '/api/dealer/customer/';

for (const engine of throwawayEngines()) {
  describe(`without Twilio, no text is offered nor sent (${engine.kind})`, () => {
    const { t, cf, staff: { admin } } = signedInSuite(engine, { customers: true, staff: { admin: 'admin' }, app: { appMode: 'production', textMessages: false } });

    it('GET /settings/ tells the screens text_messages: false', async () => {
      expect((await new Agent(t.app).get('/settings/')).json()).toMatchObject({ app_mode: 'production', text_messages: false });
    });

    it('refuses to share the invitation by text with 409 text_messages_off and sends nothing; e-mail and copy still work', async () => {
      const id = cf.customers.thompson;
      const before = (await t.ports.outbox.latest(50)).length;
      const refused = await admin.post(`${C}${id}/track_link_shared/`, { share_type: 'sms' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'text_messages_off', detail: expect.stringContaining('Text messages are not set up') });
      expect((await t.ports.outbox.latest(50)).length).toBe(before);
      expect((await admin.get(`/api/dealer/dealership/customers/${id}/`)).json().invitation_share_type).not.toBe('sms');
      expect((await admin.post(`${C}${id}/track_link_shared/`, { share_type: 'email' })).statusCode).toBe(200);
      expect((await admin.post(`${C}${id}/track_link_shared/`, { share_type: 'copy' })).statusCode).toBe(200);
      // A bad share type is still a 400 on its field.
      expect((await admin.post(`${C}${id}/track_link_shared/`, { share_type: 'fax' })).statusCode).toBe(400);
    });

    it('the Twilio webhooks are not there (404)', async () => {
      const answer = await new Agent(t.app).request('POST', '/api/messages/twilio/status/', undefined, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: 'MessageSid=SM1&MessageStatus=delivered' });
      expect(answer.statusCode).toBe(404);
    });
  });

  describe(`with text messages on (${engine.kind})`, () => {
    const { t } = signedInSuite(engine, {});
    it('GET /settings/ tells the screens text_messages: true', async () => {
      expect((await new Agent(t.app).get('/settings/')).json()).toMatchObject({ text_messages: true });
    });
  });
}
