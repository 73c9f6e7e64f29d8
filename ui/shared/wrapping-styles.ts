/**
 * Styles of a label that wraps instead of being cut (French runs longer than English): in a module of
 * their own, so that the sign-in pages take them without the tables' code.
 */

/** Badge styles for a narrow column: the label wraps onto a second line instead of ending in "…". */
export const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
} as const;

/** Button styles for a long label on a phone (French runs longer): it wraps onto a second line instead of being cut. */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 36, maxWidth: '100%', paddingBlock: 6 },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
} as const;

/** The same for a compact (subtle) button beside another, such as "Resend the code in 30 s": no taller than it must be. */
export const WRAPPING_COMPACT_BUTTON = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 4 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;
