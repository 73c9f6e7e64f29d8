import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** "ascending", "descending" or "none" for a column sorted by `field` under `ordering`. */
export function sortState(ordering: string, field: string): 'ascending' | 'descending' | 'none' {
  if (ordering === field) return 'ascending';
  if (ordering === `-${field}`) return 'descending';
  return 'none';
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * A column header that sorts the list: a button (keyboard and screen readers reach it) in a th
 * with aria-sort. The arrow is decoration; aria-sort says the order.
 */
export function SortableHeader({ field, ordering, onSort, children, align, buttonLabel }: {
  readonly field: string;
  readonly ordering: string;
  readonly onSort: (field: string) => void;
  readonly children: ReactNode;
  /** A column of amounts reads from the right. */
  readonly align?: 'right';
  /** The button's name when the column's own is not enough ("Sort by Price"). */
  readonly buttonLabel?: string;
}) {
  const sort = sortState(ordering, field);
  return (
    <Table.Th aria-sort={sort} style={{ whiteSpace: 'nowrap' }} {...(align === undefined ? {} : { ta: align })}>
      <UnstyledButton onClick={() => onSort(field)} {...(buttonLabel === undefined ? {} : { 'aria-label': buttonLabel })} fw={700} fz="sm" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        {children}
        <span aria-hidden style={{ opacity: sort === 'none' ? 0.35 : 1, fontSize: 10 }}>{ARROWS[sort]}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
