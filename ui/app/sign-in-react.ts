import { createElement, Fragment } from 'preact/compat';
import type { ReactNode } from 'react';

/**
 * React as the standalone sign-in pages build it (issue 34): preact/compat (10 KB on the wire
 * instead of react-dom's 57), aliased for `react` in vite.sign-in.config.ts only; the panel and the
 * shop keep React. Every name of preact/compat, and what Mantine imports that compat lacks: React's
 * <Activity>, which Mantine's Transition draws only with `keepMounted` (these pages never set it),
 * keeps hidden children mounted; here they are left out while hidden. A name missing here fails
 * the sign-in build.
 */
export {
  default, version, Children, render, hydrate, unmountComponentAtNode, createPortal, createElement, createContext, createFactory,
  cloneElement, createRef, Fragment, isValidElement, isFragment, isMemo, findDOMNode, Component, PureComponent, memo,
  forwardRef, flushSync, unstable_batchedUpdates, useInsertionEffect, startTransition, useDeferredValue, useSyncExternalStore,
  useTransition, useEffectEvent, use, StrictMode, Suspense, lazy,
  useState, useId, useReducer, useEffect, useLayoutEffect, useRef, useImperativeHandle, useMemo, useCallback, useContext,
  useDebugValue,
} from 'preact/compat';

export function Activity({ mode, children }: { readonly mode?: 'visible' | 'hidden'; readonly children?: ReactNode }) {
  return mode === 'hidden' ? null : createElement(Fragment, null, children as never);
}
