import { describe, expect, it } from 'vitest';
import { aVehicle } from '../../../shared/testing/vehicle-fixture';
import { anOrderBody, aPaymentType } from './testing/worksheet-wire';
import { worksheetData } from './worksheet-data';

const records = [aPaymentType('cash'), aPaymentType('finance', { is_active: true }), aPaymentType('lease')];
const none = { accessories: null, protections: null, fees: null, discounts: null, incentives: null };
const AT = '2026-05-30T08:00:00.000Z';

describe('the worksheet header\'s "vehicle left the feed" warning', () => {
  it('is there for an open deal whose vehicle left the feed, and not once the deal is completed or the vehicle is back', () => {
    expect(worksheetData(anOrderBody({ status: 'pending', vehicle: aVehicle({ left_feed_at: AT }) }), records, 'apr', none).leftFeedAt).toBe(AT);
    expect(worksheetData(anOrderBody({ status: 'completed', vehicle: aVehicle({ left_feed_at: AT }) }), records, 'apr', none)).not.toHaveProperty('leftFeedAt');
    expect(worksheetData(anOrderBody({ status: 'pending', vehicle: aVehicle() }), records, 'apr', none)).not.toHaveProperty('leftFeedAt');
  });
});
