import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeskingState } from './desking-view-model';
import { LENDER_LIMIT } from './desking-view-model';

/**
 * The grid's third dimension for finance and lease: the store's lender programs, a table each
 * (at most LENDER_LIMIT; none picked: the deal's own lender). Checkboxes: Tab and Space; they stay
 * enabled while the grid is asked again (disabling them would drop the keyboard's focus).
 */
export function LenderPicker({ state, onChange }: { readonly state: DeskingState; readonly onChange: (ids: readonly number[]) => void }) {
  const { t } = useTranslation('worksheet');
  if (state.lenders.length === 0) return null;
  const full = state.lenderIds.length >= LENDER_LIMIT;
  return (
    <Checkbox.Group
      label={t('desking.lenders.label')} description={t('desking.lenders.hint')} data-testid="desking-lenders"
      value={state.lenderIds.map(String)} onChange={(v) => onChange(v.map(Number))}
    >
      <Group gap="md" mt={6} wrap="wrap">
        {state.lenders.map((l) => (
          <Checkbox
            key={l.id} value={String(l.id)} label={l.name}
            disabled={full && !state.lenderIds.includes(l.id)}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
