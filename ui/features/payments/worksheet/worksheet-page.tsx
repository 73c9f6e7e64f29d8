import { Alert, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { memo, Suspense, useEffect, useMemo, useRef } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { VehicleBody } from '../../../../adapters/http/contract/inventory/inventory';
import { paymentMethods, type PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { UiTokens } from '../../../shared/ui-tokens';
import { PaymentTokens } from '../payment-tokens';
import { toActor } from '../../../shared/session/user-rights';
import { useInjection } from '../../../shared/di';
import { currencyOf, formatMoney } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { LeftFeedBadge } from '../../../shared/left-feed-badge';
import { ProblemAlert } from '../../../shared/problem-message';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { customerPaths } from '../../../shared/customer-paths';
import { RecapMenu } from '../../../shared/recap-menu';
import type { NumberStyle } from './breakdown-text';
import { centsOfText } from './worksheet-data';
import type { WorksheetData } from './worksheet-data';
import { MethodColumn, type MethodColumnProps } from './method-column';
import { useStages } from './use-stages';
import type { WorksheetViewModel } from './worksheet-view-model';
import type { WorksheetPageViewModel } from './worksheet-page-view-model';
import type { DealFeesViewModel } from './deal-fees-view-model';
import { mayEditWorksheet } from '@dealer-panel/core/payments/worksheet-access';
import { lazyComponent, lazyPart } from '../../../shared/lazy-part';

/** The desking, far below the fold and drawn after the rest: a file of its own, downloaded when it is drawn (issue 34). */
const deskingPart = lazyPart(() => import('../desking/desking-section.part'));
const DeskingSection = lazyComponent(deskingPart, (m) => m.DeskingSection);

const ANONYMOUS = { role: null, isSuperAdmin: false, isCorporate: true, showAnalyticsDashboard: false } as const;

/**
 * The deal's custom fees or discounts as editable rows, drawn by the fees feature: ui/app puts its
 * component here (pricing-worksheet-page.tsx), since a feature does not import another.
 */
export type CustomRowsSlot = ComponentType<{
  readonly kind: 'fee' | 'discount';
  readonly orderId: number;
  readonly readOnly: boolean;
  readonly country: 'CA' | 'US';
  /** After a row is saved or deleted: the worksheet reloads the deal's fees. */
  readonly onChanged: () => void;
}>;

/** /customers/:id/order/:orderId/pricing-worksheet: cash, finance and lease side by side (issue 6 item 7). */
export function WorksheetPage({ CustomRows, Footer }: { readonly CustomRows: CustomRowsSlot; readonly Footer?: ComponentType }) {
  const { id, orderId } = useParams();
  const customerId = Number(id);
  const order = Number(orderId);
  const { t } = useTranslation('worksheet');
  if (!Number.isSafeInteger(order) || order < 1) return <Alert color="red" role="alert">{t('not_found')}</Alert>;
  return (
    <>
      <WorksheetScreen key={order} orderId={order} customerId={customerId} CustomRows={CustomRows} />
      {/* The store's pricing disclosure (ui/app puts the disclosures feature's footer here). */}
      {Footer && <Footer />}
    </>
  );
}

const actorOf = (session: { snapshot(): { user: Parameters<typeof toActor>[0] | null } }) => {
  const user = session.snapshot().user;
  return user === null ? ANONYMOUS : toActor(user);
};

function useNumberStyle(): NumberStyle & { readonly country: 'CA' | 'US' } {
  const { i18n } = useTranslation();
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const country = user?.dealership?.country === 'US' ? 'US' : 'CA';
  const locale = currentLocale(i18n);
  return useMemo(() => ({ locale, currency: currencyOf(country), distanceUnit: country === 'US' ? 'mi' : 'km', country }), [locale, country]);
}

function WorksheetScreen({ orderId, customerId, CustomRows }: { readonly orderId: number; readonly customerId: number; readonly CustomRows: CustomRowsSlot }) {
  const { t } = useTranslation('worksheet');
  const session = useInjection(UiTokens.session);
  const factory = useInjection(PaymentTokens.worksheetPageViewModel);
  const vm: WorksheetPageViewModel = useViewModel(() => {
    return factory(orderId, actorOf(session));
  }, (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  // The desking, far below the fold, is drawn (and reads its pencils) in an idle slice after the rest.
  const desking = useStages(2) > 1;
  // The worksheet opens under the customer record: bring it into view, below the fixed header.
  const top = useRef<HTMLDivElement>(null);
  // A block body: scrollIntoView returns a Promise in current Chromium, and React would call it as the cleanup.
  useEffect(() => { top.current?.scrollIntoView?.({ block: 'start' }); }, []);

  return (
    <Stack ref={top} gap="md" component="section" aria-labelledby="ws-title" style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 12px)' }}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Title order={2} size="h3" id="ws-title">{t('title')}</Title>
          <Text size="sm" c="dimmed">{t('subtitle', { id: orderId })}</Text>
        </Stack>
        <Group gap="xs">
          {Number.isSafeInteger(orderId) && orderId > 0 && <RecapMenu orderId={orderId} size="xs" />}
          {Number.isSafeInteger(customerId) && customerId > 0 && (
            <Button component={Link} to={customerPaths.record(customerId)} variant="default" size="xs">{t('back')}</Button>
          )}
        </Group>
      </Group>
      {state.kind === 'loading' && (
        <Stack gap="md" role="progressbar" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={88} radius="md" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>{paymentMethods.map((m) => <Skeleton key={m} height={420} radius="md" />)}</SimpleGrid>
        </Stack>
      )}
      {state.kind === 'failed' && (
        <Stack gap="xs" align="flex-start">
          {state.notFound ? <Alert color="red" role="alert">{t('not_found')}</Alert> : (
            <>
              {state.problem === null ? <Alert color="red" role="alert">{t('failed')}</Alert> : <ProblemAlert problem={state.problem} />}
              <Button size="xs" onClick={() => void vm.retry()}>{t('retry')}</Button>
            </>
          )}
        </Stack>
      )}
      {state.kind === 'ready' && <Worksheet data={state.data} sheet={state.sheet} fees={state.fees} CustomRows={CustomRows} />}
      {/* Outside the worksheet: it stays while the worksheet opens again after a change stored here. */}
      {state.kind !== 'failed' && desking && (
        <Suspense fallback={null}>
          <DeskingSection orderId={orderId} sheet={state.kind === 'ready' ? state.sheet : null} editable={mayEditWorksheet(actorOf(session))} onStored={() => void vm.retry()} />
        </Suspense>
      )}
    </Stack>
  );
}

function Worksheet({ data, sheet, fees, CustomRows }: {
  readonly data: WorksheetData; readonly sheet: WorksheetViewModel; readonly fees: DealFeesViewModel; readonly CustomRows: CustomRowsSlot;
}) {
  const { t } = useTranslation('worksheet');
  const style = useNumberStyle();
  const state = useObservable(sheet.state$, null);
  const feeState = useObservable(fees.state$, { kind: 'loading' as const });
  // The columns are drawn one per idle slice (the first one at once: the only one a phone shows), then
  // the custom rows; each column is drawn again only when its own state changes (memo, stable handlers).
  const stage = useStages(paymentMethods.length + 1);
  const handlers = useMemo(() => columnHandlers(sheet, fees), [sheet, fees]);
  if (state === null) return null;
  const editable = state.kind === 'editing';
  return (
    <Stack gap="md">
      <VehicleSummary vehicle={data.vehicle} leftFeedAt={data.leftFeedAt ?? null} style={style} />
      {state.kind === 'read-only' && <Alert color="blue" variant="light">{t('read_only')}</Alert>}
      {state.kind === 'switching' && <Text size="sm" c="dimmed" role="status">{t('switching')}</Text>}
      <Text size="sm" c="dimmed">{t('groups.hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'start' }}>
        {paymentMethods.map((method, index) => (index >= stage ? <Skeleton key={method} height={420} radius="md" /> : (
          <MethodColumn
            key={method}
            column={state.columns[method]}
            chosen={state.chosen === method}
            editable={editable}
            switchingHere={state.kind === 'switching' && state.to === method}
            frequencies={data.frequencies[method]}
            leaseRateMethod={data.leaseRateMethod}
            choices={data.choices}
            country={style.country}
            style={style}
            fees={feeState}
            {...handlers[method]}
          />
        )))}
      </SimpleGrid>
      {stage > paymentMethods.length && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ws-custom-title">
          <Stack gap="sm">
            <Stack gap={0}>
              <Title order={2} size="h4" id="ws-custom-title">{t('fees.custom_title')}</Title>
              <Text size="sm" c="dimmed">{t('fees.custom_hint')}</Text>
            </Stack>
            <CustomRows kind="fee" orderId={data.orderId} readOnly={state.kind === 'read-only'} country={style.country} onChanged={handlers.reloadFees} />
            <CustomRows kind="discount" orderId={data.orderId} readOnly={state.kind === 'read-only'} country={style.country} onChanged={handlers.reloadFees} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

type ColumnHandlers = Pick<MethodColumnProps, 'onChange' | 'onChoose' | 'onToggleBreakdown' | 'onRetry' | 'onToggleFee'>;

/** The columns' handlers, made once per worksheet: a new function on each render would draw every column again. */
function columnHandlers(sheet: WorksheetViewModel, fees: DealFeesViewModel): Record<PaymentMethod, ColumnHandlers> & { readonly reloadFees: () => void } {
  const onRetry = () => sheet.start();
  const onToggleFee = (feeId: number, included: boolean) => void fees.toggle(feeId, included);
  const of = (method: PaymentMethod): ColumnHandlers => ({
    onChange: (key, value) => sheet.changeDetail(method, key, value),
    onChoose: () => sheet.switchMethod(method),
    onToggleBreakdown: () => sheet.toggleBreakdown(method),
    onRetry,
    onToggleFee,
  });
  return { cash: of('cash'), finance: of('finance'), lease: of('lease'), reloadFees: () => void fees.reload() };
}

/** Drawn again only when the vehicle or the number style changes, not at each pricing answer of the sheet. */
const VehicleSummary = memo(function VehicleSummary({ vehicle, leftFeedAt, style }: { readonly vehicle: VehicleBody | null; readonly leftFeedAt: string | null; readonly style: NumberStyle }) {
  const { t } = useTranslation('worksheet');
  if (vehicle === null) return <Alert color="yellow" variant="light">{t('vehicle.none')}</Alert>;
  const money = (text: string) => formatMoney(centsOfText(text), style.locale, style.currency);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('vehicle.title')}>
      <Group wrap="nowrap" gap="md" align="center">
        {vehicle.images[0] !== undefined && <Image src={vehicle.images[0]} alt={vehicle.formatted_name} w={120} h={80} radius="sm" fit="cover" visibleFrom="xs" />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap"><Text fw={700} size="lg">{vehicle.formatted_name}</Text>{leftFeedAt !== null && <LeftFeedBadge at={leftFeedAt} />}</Group>
          <Text size="sm" c="dimmed">
            {[t(`vehicle.condition.${vehicle.condition}`), t('vehicle.stock', { stock: vehicle.stock_number }), t('vehicle.vin', { vin: vehicle.vin })].join(' · ')}
          </Text>
          <Text size="sm">
            {[t('vehicle.listing_price', { price: money(vehicle.listing_price) }), ...(vehicle.msrp === null ? [] : [t('vehicle.msrp', { price: money(vehicle.msrp) })])].join(' · ')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
});
