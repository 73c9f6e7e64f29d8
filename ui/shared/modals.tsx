import { modals, type ModalSettings, type OpenConfirmModal } from '@mantine/modals';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyComponent, lazyPart } from './lazy-part';

/**
 * Mantine's modals' provider, downloaded when the first modal is asked for (issue 34: its Modal,
 * ScrollArea and focus trap, ~24 KB decoded, are not needed to draw a page). The host sits beside
 * the page rather than around it: the pages open modals through `modals`' window events, never
 * through `useModals`, so nothing below needs its context.
 */
const providerPart = lazyPart(() => import('./modals-provider.part'));
const LazyProvider = lazyComponent(providerPart, (m) => m.ModalsProvider);

let wanted = false;
let showHost: (() => void) | null = null;
let hostMounted: () => void = () => undefined;
const hostReady = new Promise<void>((resolve) => { hostMounted = resolve; });

/** Resolves once the provider listens: drawn on demand, its listeners set in the commit's effects. */
function whenHostReady(): Promise<void> {
  wanted = true;
  showHost?.();
  return hostReady;
}

function Mounted() {
  // The provider's listeners are set by its own effects, which run after this child's in the same
  // commit; the next task is after both.
  useEffect(() => { setTimeout(hostMounted, 0); }, []);
  return null;
}

/** Where the modals are drawn; once per app (the dealer shell, the shop). */
export function ModalsHost(): ReactNode {
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    showHost = () => setShown(true);
    if (wanted) setShown(true);
    return () => { showHost = null; };
  }, []);
  if (!shown) return null;
  return <Suspense fallback={null}><LazyProvider><Mounted /></LazyProvider></Suspense>;
}

/** Starts the provider's download (onPointerEnter / onFocus of what asks for a confirmation). */
export const prefetchModals = (): void => providerPart.prefetch();

/** A confirmation: true on confirm; false on cancel, close, Escape, or a route change clearing the modals. */
export function askToConfirm(props: Omit<OpenConfirmModal, 'onConfirm' | 'onCancel' | 'onClose'>): Promise<boolean> {
  return whenHostReady().then(() => new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (value: boolean) => { if (!settled) { settled = true; resolve(value); } };
    modals.openConfirmModal({ ...props, onConfirm: () => settle(true), onCancel: () => settle(false), onClose: () => settle(false) });
  }));
}

/**
 * A modal of the page's own content: `body` gets `done`, which settles and closes it; closing it
 * otherwise (the X, Escape, a route change) settles with `dismissed`.
 */
export function askInModal<T>(settings: Omit<ModalSettings, 'children' | 'onClose'>, dismissed: T, body: (done: (value: T) => void) => ReactNode): Promise<T> {
  return whenHostReady().then(() => new Promise<T>((resolve) => {
    let settled = false;
    const settle = (value: T) => { if (!settled) { settled = true; resolve(value); } };
    const id = modals.open({ ...settings, onClose: () => settle(dismissed), children: body((value) => { settle(value); modals.close(id); }) });
  }));
}

/** Closes every open modal (a route change, spec 000 section 2.3); nothing to do before the host exists. */
export const closeAllModals = (): void => { modals.closeAll(); };
