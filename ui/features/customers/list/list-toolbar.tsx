import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AWAITING_FILTERS } from '@dealer-panel/core/customers/customer-list-query';
import type { AwaitingFilter } from '@dealer-panel/core/customers/customer-list-query';

export interface ListToolbarProps {
  readonly searchText: string;
  readonly awaiting: AwaitingFilter;
  readonly filterCount: number;
  readonly filtersOpen: boolean;
  readonly panelId: string;
  /** On a phone the quick filters stack, full width: four choices side by side do not fit 390 px. */
  readonly phone: boolean;
  readonly onSearch: (text: string) => void;
  readonly onAwaiting: (awaiting: AwaitingFilter) => void;
  readonly onToggleFilters: () => void;
  /** The filter toggle hovered or focused: the panel's file may download before it is pressed. */
  readonly onFiltersIntent?: () => void;
}

/** Search (applied 500 ms after typing stops), who acts next, and the filter panel's toggle. */
export function ListToolbar({ searchText, awaiting, filterCount, filtersOpen, panelId, phone, onSearch, onAwaiting, onToggleFilters, onFiltersIntent }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        type="search"
        label={t('customers.search.label')}
        placeholder={t('customers.search.placeholder')}
        value={searchText}
        onChange={(event) => onSearch(event.currentTarget.value)}
        maxLength={100}
        style={{ flex: '1 1 260px' }}
      />
      <SegmentedControl
        aria-label={t('customers.filters.awaiting')}
        value={awaiting}
        onChange={(value) => onAwaiting(value as AwaitingFilter)}
        data={AWAITING_FILTERS.map((value) => ({ value, label: t(`customers.awaiting_filter.${value}`) }))}
        size="sm"
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        style={phone ? { flex: '1 1 100%' } : undefined}
      />
      <Button
        variant={filtersOpen ? 'filled' : 'default'}
        onClick={onToggleFilters}
        onPointerEnter={onFiltersIntent}
        onFocus={onFiltersIntent}
        aria-expanded={filtersOpen}
        aria-controls={panelId}
      >
        {filterCount > 0 ? t('customers.list.filters_count', { count: filterCount }) : t('customers.list.filters')}
      </Button>
    </Group>
  );
}
