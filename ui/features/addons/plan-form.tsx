import {
  ActionIcon, Anchor, Button, Checkbox, Fieldset, FileInput, Group, Image, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_KINDS, PROVINCE_CODES, VEHICLE_TYPES } from '@dealer-panel/core/addons/addon';
import { useConfirm } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { LocaleNumberInput } from '../../shared/amount-input';
import { fieldError, localized, MAX_UPLOAD_BYTES, moneyText } from './addon-display';
import { AddonFormModal } from './addon-form-modal';
import { AddonTokens } from './addon-tokens';
import type { ProtectionPlanBody } from './wire-types';
import { ScrollTable } from '../../shared/scroll-table';

interface Props {
  readonly plan: ProtectionPlanBody | null;
  readonly onClose: () => void;
  readonly onSaved: (saved: ProtectionPlanBody) => void;
}

interface PriceRow { key: number; term: number | string; distance: number | string; price: string; min: string; max: string }
interface TaxRow { key: number; province_code: string; gst: boolean; hst: boolean; pst: boolean; qst: boolean }
const TAXES = ['gst', 'hst', 'pst', 'qst'] as const;
/** The select's choices: the engine's kinds and "other" (null on the wire). */
const KIND_CHOICES = [...PLAN_KINDS, 'other'] as const;
let nextKey = 1;

/** Add or edit a protection plan: texts, category and type, prices per term and distance, taxes, PEN, links, image and PDF. */
export function PlanForm({ plan, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation('addons');
  const factory = useInjection(AddonTokens.formViewModel);
  const vm = useViewModel(() => factory(plan?.id ?? null), (model) => void model.loadChoices());
  const state = useObservable(vm.state$, { saving: false, fieldErrors: {}, problem: null, savedId: null, planTypes: [], penProducts: [] });
  const [f, setF] = useState(() => ({
    name: plan?.name ?? '', name_fr: plan?.name_fr ?? '', description: plan?.description ?? '', description_fr: plan?.description_fr ?? '',
    category: plan?.category ?? 'protection_plan', kind: (plan?.kind ?? 'other') as (typeof KIND_CHOICES)[number], type: plan?.type === null || plan?.type === undefined ? null : String(plan.type),
    payment_type: [...(plan?.payment_type ?? ['cash', 'finance', 'lease'])], vehicle_condition: [...(plan?.vehicle_condition ?? ['New', 'Used'])],
    vehicle_types: [...(plan?.vehicle_types ?? [])], duration_type: plan?.duration_type ?? 'months',
    custom_duration_label_en: plan?.custom_duration_label_en ?? '', custom_duration_label_fr: plan?.custom_duration_label_fr ?? '', product_code: plan?.product_code ?? '',
    gst: plan?.gst ?? false, hst: plan?.hst ?? false, pst: plan?.pst ?? false, qst: plan?.qst ?? false,
    use_pen_for_localized_prices: plan?.use_pen_for_localized_prices ?? false, pen_product_for_coverage: plan?.pen_product_for_coverage == null ? null : String(plan.pen_product_for_coverage),
    pen_coverage: plan?.pen_coverage ?? '', video_url: plan?.video_url ?? '', video_url_fr: plan?.video_url_fr ?? '', pdf_url: plan?.pdf_url ?? '', pdf_url_fr: plan?.pdf_url_fr ?? '',
    active: plan?.active ?? true,
  }));
  const [prices, setPrices] = useState<PriceRow[]>(() => (plan?.prices ?? []).map((p) => ({
    key: nextKey++, term: p.term, distance: p.distance ?? '', price: p.price ?? '', min: p.min_vehicle_price ?? '', max: p.max_vehicle_price ?? '',
  })));
  const [taxes, setTaxes] = useState<TaxRow[]>(() => (plan?.province_taxes ?? []).map((p) => ({ key: nextKey++, ...p })));
  const [initial] = useState(() => JSON.stringify([f, prices, taxes]));
  const [image, setImage] = useState<File | null>(null);
  const confirm = useConfirm();
  /** Closing with changes asks first: nothing typed is lost by a stray click or Escape. */
  const close = async () => { if ((JSON.stringify([f, prices, taxes]) === initial && image === null && pdf === null) || (await confirm('discard'))) onClose(); };
  const [pdf, setPdf] = useState<File | null>(null);
  const [fileError, setFileError] = useState<{ image?: string; pdf?: string }>({});
  const preview = useMemo(() => (image === null ? null : URL.createObjectURL(image)), [image]);
  useEffect(() => { return () => { if (preview !== null) URL.revokeObjectURL(preview); }; }, [preview]);
  const set = <K extends keyof typeof f>(key: K, value: (typeof f)[K]) => setF((old) => ({ ...old, [key]: value }));
  const err = (field: string) => fieldError(t, state.fieldErrors, field);
  const imagesAllowed = f.category !== 'protection_plan';

  const choose = (kind: 'image' | 'pdf', file: File | null) => {
    setFileError((old) => ({ ...old, [kind]: undefined }));
    if (file !== null && file.size > MAX_UPLOAD_BYTES) { setFileError((old) => ({ ...old, [kind]: t('errors.file_too_large') })); file = null; }
    (kind === 'image' ? setImage : setPdf)(file);
  };
  const setPrice = (key: number, change: Partial<PriceRow>) => setPrices((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const setTax = (key: number, change: Partial<TaxRow>) => setTaxes((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = async () => {
    const saved = await vm.savePlan({
      ...f,
      kind: f.kind === 'other' ? null : f.kind,
      type: f.type === null ? null : Number(f.type),
      pen_product_for_coverage: f.pen_product_for_coverage === null ? null : Number(f.pen_product_for_coverage),
      prices: prices.map((r) => ({
        ...(r.term === '' ? {} : { term: Number(r.term) }), distance: r.distance === '' ? null : Number(r.distance), price: moneyText(r.price),
        min_vehicle_price: r.min.trim() === '' ? null : moneyText(r.min), max_vehicle_price: r.max.trim() === '' ? null : moneyText(r.max),
      })),
      province_taxes: taxes.map(({ key: _key, ...rest }) => rest),
    }, { ...(image !== null && imagesAllowed ? { image } : {}), ...(pdf !== null ? { pdf } : {}) });
    if (saved !== null) onSaved(saved);
  };
  const shownImage = imagesAllowed ? preview ?? plan?.files.img ?? null : null;

  return (
    <AddonFormModal title={t(plan === null ? 'plan.add_title' : 'plan.edit_title')} problem={state.problem} saving={state.saving} onClose={() => void close()} onSubmit={() => void submit()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('plan.name')} required value={f.name} onChange={(e) => set('name', e.currentTarget.value)} error={err('name')} maxLength={200} />
        <TextInput label={t('plan.name_fr')} value={f.name_fr} onChange={(e) => set('name_fr', e.currentTarget.value)} error={err('name_fr')} maxLength={200} />
        <Textarea label={t('plan.description')} value={f.description} onChange={(e) => set('description', e.currentTarget.value)} autosize minRows={2} error={err('description')} />
        <Textarea label={t('plan.description_fr')} value={f.description_fr} onChange={(e) => set('description_fr', e.currentTarget.value)} autosize minRows={2} error={err('description_fr')} />
        <Select label={t('plan.category')} required allowDeselect={false} value={f.category} onChange={(v) => v !== null && set('category', v as typeof f.category)} error={err('category')}
          data={['protection_plan', 'vw_upgrade'].map((c) => ({ value: c, label: t(`category.${c}`) }))} />
        <Select label={t('plan.type')} value={f.type} onChange={(v) => set('type', v)} clearable error={err('type')} placeholder={t('plan.no_type')}
          data={state.planTypes.map((p) => ({ value: String(p.id), label: localized(i18n.language, p.name, p.name_fr) }))} />
        <TextInput label={t('plan.product_code')} value={f.product_code} onChange={(e) => set('product_code', e.currentTarget.value)} error={err('product_code')} maxLength={64} />
        <Select label={t('plan.duration_type')} allowDeselect={false} value={f.duration_type} onChange={(v) => v !== null && set('duration_type', v as typeof f.duration_type)}
          data={['months', 'years', 'custom'].map((d) => ({ value: d, label: t(`duration.${d}`) }))} />
        {f.duration_type === 'custom' && (
          <>
            <TextInput label={t('plan.custom_duration_en')} required value={f.custom_duration_label_en} onChange={(e) => set('custom_duration_label_en', e.currentTarget.value)} error={err('custom_duration_label_en')} />
            <TextInput label={t('plan.custom_duration_fr')} value={f.custom_duration_label_fr} onChange={(e) => set('custom_duration_label_fr', e.currentTarget.value)} error={err('custom_duration_label_fr')} />
          </>
        )}
        <MultiSelect label={t('plan.payment_types')} value={f.payment_type} onChange={(v) => set('payment_type', v)} error={err('payment_type')}
          data={['cash', 'finance', 'lease'].map((p) => ({ value: p, label: t(`payment.${p}`) }))} />
        <MultiSelect label={t('plan.conditions')} value={f.vehicle_condition} onChange={(v) => set('vehicle_condition', v)} error={err('vehicle_condition')}
          data={['New', 'Used'].map((c) => ({ value: c, label: t(`condition.${c}`) }))} />
      </SimpleGrid>
      <MultiSelect label={t('vehicle_types')} description={t('vehicle_types_help')} value={f.vehicle_types} onChange={(v) => set('vehicle_types', v)} error={err('vehicle_types')}
        data={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`vehicle_type.${v}`) }))} clearable />

      <Fieldset legend={t('plan.prices')}>
        {err('prices') !== null && <Text c="red" size="sm">{err('prices')}</Text>}
        {prices.length === 0 ? <Text size="sm" c="dimmed">{t('plan.no_prices')}</Text> : (
          <ScrollTable minWidth={560} label={t('plan.prices')}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plan.term')}</Table.Th><Table.Th>{t('plan.distance')}</Table.Th><Table.Th>{t('plan.price')}</Table.Th>
                  <Table.Th>{t('plan.min_vehicle_price')}</Table.Th><Table.Th>{t('plan.max_vehicle_price')}</Table.Th><Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prices.map((r, i) => (
                  <Table.Tr key={r.key} data-testid="price-row">
                    <Table.Td><NumberInput aria-label={t('plan.term_row', { n: i + 1 })} value={r.term} onChange={(v) => setPrice(r.key, { term: v })} min={1} max={120} allowDecimal={false} w={76} error={err(`prices.${i}.term`)} /></Table.Td>
                    <Table.Td><NumberInput aria-label={t('plan.distance_row', { n: i + 1 })} value={r.distance} onChange={(v) => setPrice(r.key, { distance: v })} min={1} allowDecimal={false} {...(i18n.language === 'fr_CA' ? { thousandSeparator: '\u00a0' } : { thousandSeparator: ',' })} w={104} placeholder={t('plan.unlimited')} error={err(`prices.${i}.distance`)} /></Table.Td>
                    <Table.Td><LocaleNumberInput aria-label={t('plan.price_row', { n: i + 1 })} value={r.price} onChange={(v) => setPrice(r.key, { price: v })} w={112} error={err(`prices.${i}.price`)} /></Table.Td>
                    <Table.Td><LocaleNumberInput aria-label={t('plan.min_row', { n: i + 1 })} value={r.min} onChange={(v) => setPrice(r.key, { min: v })} w={112} error={err(`prices.${i}.min_vehicle_price`)} /></Table.Td>
                    <Table.Td><LocaleNumberInput aria-label={t('plan.max_row', { n: i + 1 })} value={r.max} onChange={(v) => setPrice(r.key, { max: v })} w={112} error={err(`prices.${i}.max_vehicle_price`)} /></Table.Td>
                    <Table.Td><ActionIcon variant="subtle" color="red" aria-label={t('plan.remove_price', { n: i + 1 })} onClick={() => setPrices((rows) => rows.filter((x) => x.key !== r.key))}>{'×'}</ActionIcon></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Button mt="xs" size="xs" variant="light" onClick={() => setPrices((rows) => [...rows, { key: nextKey++, term: 12, distance: '', price: '', min: '', max: '' }])}>{t('plan.add_price')}</Button>
      </Fieldset>

      <Fieldset legend={t('plan.taxes')}>
        <Select label={t('plan.kind')} description={t('plan.kind_help')} allowDeselect={false} value={f.kind} onChange={(v) => v !== null && set('kind', v as typeof f.kind)}
          error={err('kind')} data={KIND_CHOICES.map((k) => ({ value: k, label: t(`plan_kind.${k}`) }))} mb="sm" maw={420} />
        <Group>
          {TAXES.map((tax) => <Checkbox key={tax} label={t(`tax.${tax}`)} checked={f[tax]} onChange={(e) => set(tax, e.currentTarget.checked)} />)}
        </Group>
        <Text size="sm" mt="sm" c="dimmed">{t('plan.province_taxes_help')}</Text>
        {taxes.map((r, i) => (
          <Group key={r.key} mt="xs" data-testid="province-tax-row">
            <Select aria-label={t('plan.province_row', { n: i + 1 })} w={110} value={r.province_code} allowDeselect={false} onChange={(v) => v !== null && setTax(r.key, { province_code: v })}
              data={PROVINCE_CODES.map((p) => ({ value: p, label: p }))} error={err(`province_taxes.${i}.province_code`)} />
            {TAXES.map((tax) => <Checkbox key={tax} label={t(`tax.${tax}`)} checked={r[tax]} onChange={(e) => setTax(r.key, { [tax]: e.currentTarget.checked })} />)}
            <ActionIcon variant="subtle" color="red" aria-label={t('plan.remove_province', { n: i + 1 })} onClick={() => setTaxes((rows) => rows.filter((x) => x.key !== r.key))}>{'×'}</ActionIcon>
          </Group>
        ))}
        <Button mt="xs" size="xs" variant="light" onClick={() => setTaxes((rows) => [...rows, { key: nextKey++, province_code: PROVINCE_CODES.find((p) => !rows.some((x) => x.province_code === p)) ?? 'ON', gst: false, hst: false, pst: false, qst: false }])}>{t('plan.add_province')}</Button>
      </Fieldset>

      <Fieldset legend={t('plan.pen')}>
        <Checkbox label={t('plan.use_pen')} checked={f.use_pen_for_localized_prices} onChange={(e) => set('use_pen_for_localized_prices', e.currentTarget.checked)} />
        {f.use_pen_for_localized_prices && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            <Select label={t('plan.pen_product')} value={f.pen_product_for_coverage} onChange={(v) => set('pen_product_for_coverage', v)} clearable error={err('pen_product_for_coverage')}
              data={state.penProducts.map((p) => ({ value: String(p.id), label: p.name }))} />
            <TextInput label={t('plan.pen_coverage')} value={f.pen_coverage} onChange={(e) => set('pen_coverage', e.currentTarget.value)} error={err('pen_coverage')} />
          </SimpleGrid>
        )}
      </Fieldset>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('plan.video_url')} type="url" placeholder={t('url_placeholder')} value={f.video_url} onChange={(e) => set('video_url', e.currentTarget.value)} error={err('video_url')} />
        <TextInput label={t('plan.video_url_fr')} type="url" placeholder={t('url_placeholder')} value={f.video_url_fr} onChange={(e) => set('video_url_fr', e.currentTarget.value)} error={err('video_url_fr')} />
        <TextInput label={t('plan.pdf_url')} type="url" placeholder={t('url_placeholder')} value={f.pdf_url} onChange={(e) => set('pdf_url', e.currentTarget.value)} error={err('pdf_url')} />
        <TextInput label={t('plan.pdf_url_fr')} type="url" placeholder={t('url_placeholder')} value={f.pdf_url_fr} onChange={(e) => set('pdf_url_fr', e.currentTarget.value)} error={err('pdf_url_fr')} />
      </SimpleGrid>

      <Group align="flex-start" wrap="nowrap">
        <Stack gap="xs" style={{ flex: 1 }}>
          {imagesAllowed
            ? <FileInput label={t('plan.image')} description={t('image_help')} accept="image/jpeg,image/png,image/webp" value={image} onChange={(file) => choose('image', file)} clearable placeholder={t('choose_file')} error={fileError.image ?? err('image_media')} />
            : <Text size="sm" c="dimmed">{t('plan.no_image_for_category')}</Text>}
          <FileInput label={t('plan.pdf')} description={t('pdf_help')} accept="application/pdf" value={pdf} onChange={(file) => choose('pdf', file)} clearable placeholder={t('choose_file')} error={fileError.pdf ?? err('pdf_media')} />
          {plan?.files.pdf != null && <Anchor href={plan.files.pdf} target="_blank" rel="noopener" size="sm">{t('plan.current_pdf')}</Anchor>}
        </Stack>
        {shownImage !== null && <Image src={shownImage} alt={t('image_preview')} w={160} h={107} fit="cover" radius="sm" />}
      </Group>
      <Checkbox label={t('active')} checked={f.active} onChange={(e) => set('active', e.currentTarget.checked)} />
    </AddonFormModal>
  );
}
