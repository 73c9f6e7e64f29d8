import { routeAccess } from '@dealer-panel/core/access/route-access';
import { analyticsRouteRule } from '@dealer-panel/core/analytics/analytics-access';
import { feesAndDiscountsRouteRule } from '@dealer-panel/core/fees/fees-and-discounts-access';

/**
 * The panel's route access: access's policy with the registry of the rules the contexts own
 * (fees and discounts, analytics), composed here because access imports neither (issue 33 item 3).
 * The route guard and the navbar decide with it.
 */
export const canAccessRoute = routeAccess({ 'fees-and-discounts': feesAndDiscountsRouteRule, analytics: analyticsRouteRule });
