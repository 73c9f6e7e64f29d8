import { describe, expect, it } from 'vitest';
import type { CustomerLinkReader } from '@dealer-panel/core/customers/customer-links';
import { unique } from './support/fixtures';

export interface CustomerLinkReaderHarness {
  readonly links: CustomerLinkReader;
  /** A dealership named `dealershipName` in `dealershipCity`, a vehicle of it (2024 Honda Civic Sport, no image). */
  readonly dealershipId: number;
  readonly dealershipName: string;
  readonly dealershipCity: string;
  readonly vehicleId: number;
  /** A customer of the dealership (last name Thompson), and its invitation token when one is given. */
  addCustomer(fields: { readonly firstName: string; readonly language: string; readonly invitationToken?: string }): Promise<number>;
  /** A deal of the customer with its public link token. */
  addOrder(fields: { readonly customerId: number; readonly vehicleId: number | null; readonly linkToken: string; readonly isArchived?: boolean }): Promise<number>;
}

/** The CustomerLinkReader contract: a token answers only what the link may tell; unknown and archived links are null. */
export function customerLinkReaderContract(make: () => Promise<CustomerLinkReaderHarness>): void {
  describe('CustomerLinkReader', () => {
    it('reads an invitation: the dealership, the customer\'s first name and language, no vehicle', async () => {
      const h = await make();
      const token = unique('invitation');
      const customerId = await h.addCustomer({ firstName: 'Hélène', language: 'fr_CA', invitationToken: token });
      expect(await h.links.byToken('invitation', token)).toEqual({
        kind: 'invitation', dealershipName: h.dealershipName, dealershipCity: h.dealershipCity, customerFirstName: 'Hélène', language: 'fr_CA', vehicle: null,
        owner: { dealershipId: h.dealershipId, customerId, orderId: null, customerName: 'Hélène Thompson' },
      });
    });

    it('reads a deal link with its vehicle, and a deal without a vehicle', async () => {
      const h = await make();
      const customerId = await h.addCustomer({ firstName: 'Ava', language: 'en_CA' });
      const withVehicle = unique('deal');
      const withoutVehicle = unique('deal');
      const orderId = await h.addOrder({ customerId, vehicleId: h.vehicleId, linkToken: withVehicle });
      await h.addOrder({ customerId, vehicleId: null, linkToken: withoutVehicle });
      expect(await h.links.byToken('deal', withVehicle)).toEqual({
        kind: 'deal', dealershipName: h.dealershipName, dealershipCity: h.dealershipCity, customerFirstName: 'Ava', language: 'en_CA',
        vehicle: { year: 2024, make: 'Honda', model: 'Civic', trim: 'Sport', image: null },
        owner: { dealershipId: h.dealershipId, customerId, orderId, customerName: 'Ava Thompson' },
        // An open deal: its link has no end yet (issue 29.10, the deal link's lifetime).
        lifetime: { closedAt: null, renewedAt: null },
      });
      expect((await h.links.byToken('deal', withoutVehicle))?.vehicle).toBeNull();
    });

    it('answers null for an unknown token, an archived deal, and a token of the other kind', async () => {
      const h = await make();
      const invitation = unique('invitation');
      const archived = unique('deal');
      const customerId = await h.addCustomer({ firstName: 'Ava', language: 'en_CA', invitationToken: invitation });
      await h.addOrder({ customerId, vehicleId: h.vehicleId, linkToken: archived, isArchived: true });
      expect(await h.links.byToken('invitation', unique('unknown'))).toBeNull();
      expect(await h.links.byToken('deal', unique('unknown'))).toBeNull();
      expect(await h.links.byToken('deal', archived)).toBeNull();
      expect(await h.links.byToken('deal', invitation)).toBeNull();
      expect(await h.links.byToken('invitation', archived)).toBeNull();
    });

    it('reads a language it does not know as the default one', async () => {
      const h = await make();
      const token = unique('invitation');
      await h.addCustomer({ firstName: 'Ava', language: 'xx_XX', invitationToken: token });
      expect((await h.links.byToken('invitation', token))?.language).toBe('en_CA');
    });
  });
}
