import { Box, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Edges { readonly overflows: boolean; readonly left: boolean; readonly right: boolean }

/**
 * A table that scrolls sideways when its columns do not fit, and says so: a hint above it and a
 * shadow on the side where columns are hidden. The scroll box is focusable then, so a keyboard
 * can scroll it too. `minWidth`: below it the columns would crush their text, so the box scrolls.
 */
export function ScrollTable({ minWidth, label, children }: { readonly minWidth: number; readonly label: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ overflows: false, left: false, right: false });

  useEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    const measure = () => {
      const overflows = element.scrollWidth > element.clientWidth + 1;
      const next = { overflows, left: overflows && element.scrollLeft > 1, right: overflows && element.scrollLeft + element.clientWidth < element.scrollWidth - 1 };
      setEdges((now) => (now.overflows === next.overflows && now.left === next.left && now.right === next.right ? now : next));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => { observer?.disconnect(); element.removeEventListener('scroll', measure); };
  }, []);

  const shadow = (side: 'left' | 'right') => ({
    position: 'absolute' as const, top: 0, bottom: 0, [side]: 0, width: 16, pointerEvents: 'none' as const,
    background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.18), transparent)`,
  });
  return (
    <Box>
      {edges.overflows && <Text size="xs" c="dimmed" role="note" mb={4}>{t('desk:table.scroll_hint')}</Text>}
      <Box pos="relative">
        <Box ref={box} style={{ overflowX: 'auto' }} {...(edges.overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
          <Box miw={minWidth}>{children}</Box>
        </Box>
        {edges.left && <div aria-hidden style={shadow('left')} />}
        {edges.right && <div aria-hidden style={shadow('right')} />}
      </Box>
    </Box>
  );
}

/**
 * A column that stays at the right edge of a ScrollTable while the others scroll under it: the
 * row's actions (Edit, Delete) stay on screen on a phone.
 */
export const STICKY_END: CSSProperties = {
  position: 'sticky', right: 0, zIndex: 1, background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
};

export { WRAPPING_BADGE, WRAPPING_BUTTON } from './wrapping-styles';
