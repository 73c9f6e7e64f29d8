import { describe, expect, it } from 'vitest';
import { shopPageName } from './shop-page-name';

describe('shopPageName', () => {
  it('names a deal\'s pages as spec 002 does and leaves the others out', () => {
    expect(shopPageName('/shop/deal/abc')).toBe('vdp');
    expect(shopPageName('/shop/deal/abc/')).toBe('vdp');
    expect(shopPageName('/shop/deal/abc/quotes')).toBe('vdp');
    expect(shopPageName('/shop/deal/abc/trade-in')).toBe('vdp:trade-in');
    expect(shopPageName('/shop/deal/abc/credit')).toBe('vdp:credit-app');
    expect(shopPageName('/shop/deal/abc/addons')).toBe('vdp:accessories');
    expect(shopPageName('/shop/deal/abc/documents')).toBeNull();
    expect(shopPageName('/shop/invitation/abc')).toBeNull();
  });
});
