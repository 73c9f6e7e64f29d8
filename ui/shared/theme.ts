import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Breakpoints of spec 000 section 2.3 (380, 768, 1024, 1200, 1367 px) in em, as Mantine wants
 * them; postcss.config.cjs gives the same values to CSS. The dealer layout starts at "sm" (768 px).
 */
export const theme = createTheme({
  breakpoints: { xs: '23.75em', sm: '48em', md: '64em', lg: '75em', xl: '85.4375em' },
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links above WCAG AA contrast (4.5:1).
  primaryShade: { light: 8, dark: 8 },
  // Keyboard focus is always visible (mouse clicks do not draw the ring).
  focusRing: 'auto',
  // People who ask their system for less motion get none (WCAG 2.3.3): modals, drawers and menus appear at once.
  respectReducedMotion: true,
  components: {
    Modal: { defaultProps: { size: 640 } }, // spec 000 section 9: modal maximum width 640 px
    // A hidden tab's panel stays mounted with `display: none`, not in React's <Activity>: Activity
    // ends a hidden panel's effects and runs them again when the tab is shown, so a panel that reads
    // on mount (the lenders, the settings) read again and put the saved values back over what had
    // been typed before leaving the tab (docs/decisions/ui.md "Tabs keep their panels mounted").
    Tabs: { defaultProps: { keepMountedMode: 'display-none' } },
    // A select's options are drawn when it opens, not with the page (Mantine keeps them mounted and hidden by
    // default): the worksheet's and the forms' dozens of selects drew every option before the first tap (issue 34).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** Dimmed text (descriptions) and error text darker than Mantine's defaults, for AA contrast (4.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
