import * as t from 'io-ts';
import { route } from '../access/access-routes';
import { TwilioInboundForm, TwilioStatusAnswer, TwilioStatusForm } from './messages';

const T = '/api/messages/twilio';

/** Twilio's calls to us (issue 30.2): no session, no anti-forgery token; X-Twilio-Signature stands in for both. */
export const messageRoutes = {
  twilioStatus: route({
    method: 'POST', path: `${T}/status/`, auth: 'none', body: TwilioStatusForm, response: TwilioStatusAnswer, designed: true,
    summary: 'Twilio\'s status callback for a text message (form-encoded, signed with X-Twilio-Signature over PUBLIC_URL + path + query and the sorted fields: 403 invalid_signature otherwise). sent → sent, delivered → delivered (delivered_at), undelivered / failed → failed with ErrorCode and its words; a message never goes back (a late "sent" leaves it delivered); an unknown SID answers 200 and changes nothing. 404 when Twilio is not configured',
    query: { message: 'the outbox row the callback is about (written by us into the StatusCallback URL, so covered by the signature)' },
  }),
  twilioInbound: route({
    method: 'POST', path: `${T}/inbound/`, auth: 'none', body: TwilioInboundForm, response: t.string, designed: true,
    summary: 'A text sent to our Twilio number (form-encoded, signed as the status callback): STOP / ARRÊT / UNSUBSCRIBE… opts the sender\'s number out of everything but the one-time codes they ask for, START / DÉBUT opts it back in (both audited); answers empty TwiML (text/xml). 404 when Twilio is not configured',
  }),
} as const;
