/** The vehicle's overall condition, as a valuation is asked. */
export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type Condition = (typeof CONDITIONS)[number];
