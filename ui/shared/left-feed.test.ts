import { describe, expect, it } from 'vitest';
import { aVehicle } from './testing/vehicle-fixture';
import { leftFeedWarning } from './left-feed';

const AT = '2026-05-30T08:00:00.000Z';
const deal = (over: Partial<Parameters<typeof leftFeedWarning>[0]> = {}) => ({
  status: 'pending' as const, is_archived: false, confirmed_at: null, vehicle: aVehicle({ left_feed_at: AT }), ...over,
});

describe('the "vehicle left the feed" warning of a deal', () => {
  it('shows the date on an open deal whose vehicle left the feed', () => {
    expect(leftFeedWarning(deal())).toBe(AT);
  });

  it('stays away from a vehicle still in the feed, a deal without a vehicle, and archived, confirmed, completed or ended deals', () => {
    expect(leftFeedWarning(deal({ vehicle: aVehicle() }))).toBeNull();
    expect(leftFeedWarning(deal({ vehicle: null }))).toBeNull();
    expect(leftFeedWarning(deal({ is_archived: true }))).toBeNull();
    expect(leftFeedWarning(deal({ confirmed_at: '2026-05-31T10:00:00.000Z' }))).toBeNull();
    expect(leftFeedWarning(deal({ status: 'completed' }))).toBeNull();
    expect(leftFeedWarning(deal({ status: 'canceled' }))).toBeNull();
  });
});
