import { Button, Group, Image, Pagination, Radio, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VehicleBody } from '../../../../adapters/http/contract/inventory/inventory';
import type { Country } from '@dealer-panel/core/access/dealership';
import type { Condition } from '@dealer-panel/core/inventory/vehicle';
import { currentLocale } from '../../../shared/i18n';
import { ProblemAlert } from '../../../shared/problem-message';
import { moneyText } from '../../../shared/wire-display';
import type { VehicleSearchState, VehicleSearchViewModel } from './vehicle-search-view-model';

/**
 * The inventory search of the add-order page: search text, condition, the vehicles in stock as a
 * radio group (one is chosen), pages of 12.
 */
export function VehiclePicker({ search, state, chosen, country, error, onChoose }: {
  readonly search: VehicleSearchViewModel;
  readonly state: VehicleSearchState;
  readonly chosen: VehicleBody | null;
  readonly country: Country;
  readonly error: string | null;
  readonly onChoose: (vehicle: VehicleBody) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { results } = state;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput type="search" label={t('orders.add.search')} placeholder={t('orders.add.search_placeholder')} value={state.text} onChange={(event) => search.type(event.currentTarget.value)} style={{ flex: '1 1 240px' }} />
        <SegmentedControl
          aria-label={t('orders.add.condition')}
          value={state.query.condition}
          onChange={(value) => search.setCondition(value as Condition | '')}
          data={[{ value: '', label: t('orders.add.any_condition') }, { value: 'New', label: t('orders.condition.New') }, { value: 'Used', label: t('orders.condition.Used') }]}
        />
      </Group>
      {results.kind === 'failed' && (
        <Group><ProblemAlert problem={results.problem ?? { code: 'generic', retryAfterSeconds: null }} /><Button size="xs" onClick={search.retry}>{t('customers.list.retry')}</Button></Group>
      )}
      {results.kind === 'loading' && <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{[1, 2, 3].map((k) => <Skeleton key={k} height={110} radius="md" />)}</SimpleGrid>}
      {results.kind === 'ready' && (
        <Radio.Group
          label={t('orders.add.vehicle', { count: results.page.count })}
          value={chosen ? String(chosen.id) : null}
          onChange={(value) => { const vehicle = results.page.results.find((v) => String(v.id) === value); if (vehicle) onChoose(vehicle); }}
          error={error}
          withAsterisk
        >
          {results.page.count === 0 && <Text c="dimmed" size="sm" role="status">{t('orders.add.no_vehicle')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
            {results.page.results.map((vehicle) => (
              <Radio.Card key={vehicle.id} value={String(vehicle.id)} p="xs" radius="md" aria-label={vehicle.formatted_name}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  {vehicle.images[0] && <Image src={vehicle.images[0]} alt="" w={72} h={48} radius="sm" fit="cover" />}
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>{vehicle.formatted_name}</Text>
                    <Text size="xs" c="dimmed">{t('orders.add.vehicle_line', { stock: vehicle.stock_number, condition: t(`orders.condition.${vehicle.condition}`), status: t(`orders.stock_status.${vehicle.stock_status}`) })}</Text>
                    <Text size="sm">{moneyText(vehicle.listing_price, locale, country)}</Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {results.kind === 'ready' && results.page.last > 1 && (
        <nav aria-label={t('orders.add.pages')}>
          <Pagination size="sm" total={results.page.last} value={state.query.page} onChange={search.goToPage} getItemProps={(page) => ({ 'aria-label': t('customers.list.page_n', { page, last: results.page.last }) })}
            getControlProps={(control) => ({ 'aria-label': t(`customers.list.page_${control}`) })} />
        </nav>
      )}
    </Stack>
  );
}
