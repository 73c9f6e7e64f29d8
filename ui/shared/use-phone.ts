import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's "sm" breakpoint (768 px in the theme): the layout of a phone. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is a phone's. Read at first render (not in an effect) so that a phone never
 * draws the laptop layout first and then jumps.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY).matches : false, { getInitialValueInEffect: false });
}
