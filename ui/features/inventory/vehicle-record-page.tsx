import { ActionIcon, Alert, Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { VehicleRecordResponse } from '../../../adapters/http/contract/inventory/inventory';
import { daysInStock } from '@dealer-panel/core/analytics/price-rule';
import { isExpected } from '@dealer-panel/core/inventory/arrival';
import { useInjection } from '../../shared/di';
import { formatCount, formatDate } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { PageHeader } from '../../shared/page-header';
import { paths } from '../../shared/paths';
import { ProblemAlert } from '../../shared/problem-message';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { moneyText } from '../../shared/wire-display';
import { InventoryTokens } from './inventory-tokens';
import { PriceHistorySection } from './vehicle-price-history';
import type { PriceHistoryState, VehicleRecordViewModel } from './vehicle-record-view-model';

/** The list's query the vehicle was opened from (Link state), so that Back finds the same page of the list. */
function backSearch(state: unknown): string {
  const back = typeof state === 'object' && state !== null ? (state as { back?: unknown }).back : undefined;
  return typeof back === 'string' && back.startsWith('?') ? back : '';
}

/** /inventory/:id (admins and sales managers): the vehicle's photos, details, prices and the deals holding it. */
export function VehicleRecordPage() {
  const { t } = useTranslation('inventory');
  const { id } = useParams();
  const location = useLocation();
  const factory = useInjection(InventoryTokens.vehicleViewModel);
  const vm = useViewModel(() => factory(Number(id)), (model) => void model.load());
  const state = useObservable(vm.state$, { kind: 'loading' });
  const back = <Anchor component={Link} to={`${paths.of('inventory')}${backSearch(location.state)}`} size="sm">{t('vehicle.back')}</Anchor>;

  return (
    <Stack gap="lg">
      {back}
      {state.kind === 'loading' && <Stack role="progressbar" aria-busy="true" aria-label={t('list.title')}>{[240, 120, 120].map((h, i) => <Skeleton key={i} height={h} radius="md" />)}</Stack>}
      {state.kind === 'not-found' && <Alert color="gray" role="status">{t('vehicle.not_found')}</Alert>}
      {state.kind === 'failed' && (
        <Stack gap="xs" align="flex-start">
          {state.problem === null ? <Alert color="red" role="alert">{t('vehicle.load_failed')}</Alert> : <ProblemAlert problem={state.problem} />}
          <Button size="xs" onClick={() => void vm.load()}>{t('vehicle.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && <VehicleRecordView record={state.record} photo={state.photo} history={state.history} vm={vm} />}
    </Stack>
  );
}

function VehicleRecordView({ record, photo, history, vm }: { readonly record: VehicleRecordResponse; readonly photo: number; readonly history: PriceHistoryState; readonly vm: VehicleRecordViewModel }) {
  const { t, i18n } = useTranslation('inventory');
  const locale = currentLocale(i18n);
  const v = record.vehicle;
  const country = v.dealership_details.country;
  const money = (text: string | null) => (text === null ? t('vehicle.none') : moneyText(text, locale, country));
  const today = new Date().toISOString().slice(0, 10);
  const expected = isExpected({ arrivalDate: v.arrival_date, stockStatus: v.stock_status }, today);
  const fact = (label: string, value: string) => (
    <div key={label}><Text size="xs" c="dimmed">{label}</Text><Text size="sm" style={{ overflowWrap: 'anywhere' }}>{value === '' ? t('vehicle.none') : value}</Text></div>
  );
  const images = v.images;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageHeader title={v.formatted_name} />
        <Group gap="xs">
          <Badge variant="outline" color="gray.7" tt="none">{t(`common:orders.stock_status.${v.stock_status}`)}</Badge>
          <Badge variant="light" tt="none">{t(`common:orders.condition.${v.condition}`)}</Badge>
        </Group>
      </Stack>
      {record.left_feed_at !== null && <Alert color="yellow" variant="light" role="status" title={t('left_feed.badge')}>{t('vehicle.left_feed', { date: formatDate(record.left_feed_at, locale) })}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="sm" component="section" aria-label={t('vehicle.gallery')}>
          {images.length === 0 ? <Text c="dimmed" size="sm">{t('vehicle.no_photo')}</Text> : (
            <Stack gap="xs">
              <Image src={images[photo]} alt={t('vehicle.photo_n', { n: photo + 1, count: images.length })} radius="sm" fit="contain" mah={320} />
              {images.length > 1 && (
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <ActionIcon variant="default" aria-label={t('vehicle.previous_photo')} onClick={() => vm.showPhoto(photo - 1)}>‹</ActionIcon>
                  <Group gap={6} wrap="wrap" justify="center" style={{ flex: 1 }}>
                    {images.map((src, i) => (
                      <UnstyledButton key={`${src}-${String(i)}`} aria-label={t('vehicle.photo_n', { n: i + 1, count: images.length })} aria-pressed={i === photo} onClick={() => vm.showPhoto(i)}
                        style={{ outline: i === photo ? '2px solid var(--mantine-color-blue-6)' : undefined, borderRadius: 4 }}>
                        <Image src={src} alt="" w={56} h={38} radius="sm" fit="cover" />
                      </UnstyledButton>
                    ))}
                  </Group>
                  <ActionIcon variant="default" aria-label={t('vehicle.next_photo')} onClick={() => vm.showPhoto(photo + 1)}>›</ActionIcon>
                </Group>
              )}
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="vehicle-prices">
          <Title order={2} size="h4" id="vehicle-prices" mb="xs">{t('vehicle.prices')}</Title>
          <SimpleGrid cols={2} spacing="xs">
            {fact(t('vehicle.price'), money(v.listing_price))}
            {fact(t('vehicle.msrp'), money(v.msrp))}
            {record.cost_visible && fact(t('vehicle.cost'), money(record.cost))}
            {fact(t('vehicle.delivery_charge'), money(v.delivery_charge))}
            {fact(t('vehicle.price_changed_at'), record.price_changed_at === null ? t('vehicle.price_never_changed') : formatDate(record.price_changed_at, locale))}
          </SimpleGrid>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="vehicle-details">
        <Title order={2} size="h4" id="vehicle-details" mb="xs">{t('vehicle.details')}</Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs">
          {fact(t('vehicle.stock_number'), v.stock_number)}
          {fact(t('vehicle.vin'), v.vin)}
          {fact(t('vehicle.condition'), t(`common:orders.condition.${v.condition}`))}
          {fact(t('vehicle.stock_status'), t(`common:orders.stock_status.${v.stock_status}`))}
          {fact(t('vehicle.odometer'), t('vehicle.odometer_value', { value: formatCount(v.odometer, locale), unit: v.odometer_unit }))}
          {fact(t('vehicle.exterior_color'), v.exterior_color)}
          {fact(t('vehicle.interior_color'), v.interior_color)}
          {fact(t('vehicle.body_type'), v.body_type)}
          {fact(t('vehicle.fuel_type'), v.fuel_type)}
          {fact(t('vehicle.transmission'), v.transmission)}
          {fact(t('vehicle.drivetrain'), v.drivetrain)}
          {fact(t(expected ? 'vehicle.arrival_expected' : 'vehicle.arrival_date'), formatDate(v.arrival_date, locale))}
          {fact(t('vehicle.days_in_stock'), expected ? '' : String(daysInStock(v.arrival_date, today)))}
          {fact(t('vehicle.packages'), v.packages.map((p) => p.name).join(', '))}
        </SimpleGrid>
      </Paper>
      <PriceHistorySection record={record} history={history} onOlder={() => void vm.showOlderPrices()} />
      <DealsSection record={record} />
      {record.imports.length > 0 && (
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="vehicle-imports">
          <Title order={2} size="h4" id="vehicle-imports" mb="xs">{t('vehicle.imports')}</Title>
          <Stack gap={2}>{record.imports.map((i) => <Text key={`${String(i.import_id)}-${i.outcome}`} size="sm">{t(`vehicle.import_${i.outcome}`, { date: formatDate(i.at, locale) })}</Text>)}</Stack>
        </Paper>
      )}
    </Stack>
  );
}

function DealsSection({ record }: { readonly record: VehicleRecordResponse }) {
  const { t, i18n } = useTranslation('inventory');
  const locale = currentLocale(i18n);
  const stateBadge = (d: VehicleRecordResponse['deals'][number]) => {
    if (d.is_archived) return <Badge color="gray.7" variant="filled" tt="none">{t('vehicle.deal_archived')}</Badge>;
    return d.is_open ? <Badge color="teal.9" variant="filled" tt="none">{t('vehicle.deal_open')}</Badge> : <Badge color="gray.7" variant="outline" tt="none">{t('vehicle.deal_closed')}</Badge>;
  };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="vehicle-deals">
      <Title order={2} size="h4" id="vehicle-deals" mb="xs">{t('vehicle.deals')}</Title>
      {record.deals.length === 0 ? <Text size="sm" c="dimmed">{t('vehicle.deals_empty')}</Text> : (
        <Table verticalSpacing="xs" layout="fixed">
          <Table.Thead><Table.Tr>
            <Table.Th>{t('vehicle.deal_customer')}</Table.Th><Table.Th>{t('vehicle.deal_status')}</Table.Th><Table.Th visibleFrom="sm">{t('vehicle.deal_created')}</Table.Th>
          </Table.Tr></Table.Thead>
          <Table.Tbody>
            {record.deals.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={paths.of('pricing-worksheet', { id: d.customer.id, orderId: d.id })} size="sm" aria-label={t('vehicle.open_deal', { name: d.customer.full_name })}>
                    {d.customer.full_name}
                  </Anchor>
                  <Text size="xs" c="dimmed">#{d.id}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="wrap">{stateBadge(d)}<Text size="xs">{t(`common:orders.status.${d.status}`, { defaultValue: d.status })}</Text></Group>
                </Table.Td>
                <Table.Td visibleFrom="sm">{formatDate(d.created, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
