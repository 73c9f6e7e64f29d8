import { Button, Center, Fieldset, Group, Loader, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CustomerFilterDataResponse } from '../../../../adapters/http/contract/customers/customers';
import type { CustomerListParams } from './customer-list-params';
import type { FilterKey } from './list-filters';
import { choiceLabelKey, FILTER_GROUPS, filterChoices } from './list-filters';

export interface FilterPanelProps {
  readonly id: string;
  readonly params: CustomerListParams;
  readonly data: CustomerFilterDataResponse | null;
  readonly onChange: (key: FilterKey, values: readonly string[]) => void;
  readonly onClear: () => void;
  readonly onReload: () => void;
}

function choiceLabel(t: TFunction, key: FilterKey, value: string, data: CustomerFilterDataResponse): string {
  if (key === 'sales_rep') return value === 'none' ? t('customers.filters.unassigned') : (data.sales_reps.find((r) => String(r.id) === value)?.full_name ?? value);
  const labelKey = choiceLabelKey(key, value);
  return labelKey === null ? value : t(labelKey);
}

/** Every filter of the list query as a multi-select, fed by customer_list_filter_data/, in four sections. */
export function FilterPanel({ id, params, data, onChange, onClear, onReload }: FilterPanelProps) {
  const { t } = useTranslation();
  if (data === null) {
    return (
      <Center id={id} py="md">
        <Group gap="sm"><Loader size="sm" aria-label={t('app.loading')} /><Button variant="subtle" size="xs" onClick={onReload}>{t('customers.list.retry')}</Button></Group>
      </Center>
    );
  }
  const makes = params.filters.make ?? [];
  return (
    <Stack id={id} gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {FILTER_GROUPS.map((group) => (
          <Fieldset key={group.name} legend={t(`customers.filters.groups.${group.name}`)} variant="filled" p="sm">
            <Stack gap="xs">
              {group.keys.map((key) => {
                const chosen = params.filters[key] ?? [];
                const values = [...new Set([...filterChoices(key, data, makes), ...chosen])];
                return (
                  <MultiSelect
                    key={key}
                    label={t(`customers.filters.${key}`)}
                    placeholder={chosen.length === 0 ? t(key === 'archive_status' ? 'customers.filters.active_default' : 'customers.filters.any') : undefined}
                    data={values.map((value) => ({ value, label: choiceLabel(t, key, value, data) }))}
                    value={[...chosen]}
                    onChange={(next) => onChange(key, next)}
                    searchable
                    clearable
                    clearButtonProps={{ 'aria-label': t('customers.filters.clear_one', { filter: t(`customers.filters.${key}`) }) }}
                    nothingFoundMessage={t('customers.filters.nothing_found')}
                    size="xs"
                    comboboxProps={{ withinPortal: true }}
                  />
                );
              })}
            </Stack>
          </Fieldset>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={onClear}>{t('customers.list.clear_filters')}</Button>
      </Group>
    </Stack>
  );
}
