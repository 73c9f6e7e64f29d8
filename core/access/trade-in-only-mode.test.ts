import { describe, it, expect } from 'vitest';
import { isBlockedInTradeInOnlyMode, tradeInOnlyModeNavigation } from './trade-in-only-mode';

const trs = { isTrsEnabled: true };
const regular = { isTrsEnabled: false };
const fromPage = { cameFromLogin: false, hasPreviousRoute: true, hasSavedSessionUrl: false };

describe('trade-in-only mode', () => {
  it('blocks main dealer pages only for trs dealerships', () => {
    expect(isBlockedInTradeInOnlyMode('customers-view', trs)).toBe(true);
    expect(isBlockedInTradeInOnlyMode('customers-view', regular)).toBe(false);
  });

  it('keeps trade-in pages open', () => {
    expect(isBlockedInTradeInOnlyMode('order-trade-in', trs)).toBe(false);
    expect(isBlockedInTradeInOnlyMode('trade-in-only', trs)).toBe(false);
    expect(isBlockedInTradeInOnlyMode('questionnaire', trs)).toBe(false);
  });

  it('lets an open page proceed', () => {
    expect(tradeInOnlyModeNavigation('order-trade-in', trs, fromPage)).toBe('proceed');
    expect(tradeInOnlyModeNavigation('users', regular, { ...fromPage, cameFromLogin: true })).toBe('proceed');
  });

  it('sends a blocked page to the warning page right after login', () => {
    expect(tradeInOnlyModeNavigation('customers-view', trs, { ...fromPage, cameFromLogin: true })).toBe('trader-panel-warning');
  });

  it('sends a fresh load with nothing saved to the successful-login page', () => {
    const fresh = { cameFromLogin: false, hasPreviousRoute: false, hasSavedSessionUrl: false };
    expect(tradeInOnlyModeNavigation('appointment', trs, fresh)).toBe('trader-panel-successful-login');
  });

  it('sends the user back one step otherwise', () => {
    expect(tradeInOnlyModeNavigation('add-order', trs, fromPage)).toBe('go-back');
    const freshWithSavedUrl = { cameFromLogin: false, hasPreviousRoute: false, hasSavedSessionUrl: true };
    expect(tradeInOnlyModeNavigation('users', trs, freshWithSavedUrl)).toBe('go-back');
  });
});
