import { Alert, Checkbox, FileInput, Group, Image, MultiSelect, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_TYPES } from '@dealer-panel/core/addons/addon';
import { useConfirm } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { LocaleNumberInput } from '../../shared/amount-input';
import { fieldError, MAX_UPLOAD_BYTES, moneyText } from './addon-display';
import { AddonFormModal } from './addon-form-modal';
import { AddonTokens } from './addon-tokens';
import type { AccessoryBody } from './wire-types';

interface Props {
  readonly accessory: AccessoryBody | null;
  readonly onClose: () => void;
  readonly onSaved: (saved: AccessoryBody) => void;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Add or edit an accessory: bilingual texts, category, prices, vehicle types, picture with preview. */
export function AccessoryForm({ accessory, onClose, onSaved }: Props) {
  const { t } = useTranslation('addons');
  const factory = useInjection(AddonTokens.formViewModel);
  const vm = useViewModel(() => factory(accessory?.id ?? null));
  const state = useObservable(vm.state$, { saving: false, fieldErrors: {}, problem: null, savedId: null, planTypes: [], penProducts: [] });
  const [f, setF] = useState(() => ({
    title_en: accessory?.title_en ?? '', title_fr: accessory?.title_fr ?? '', description_en: accessory?.description_en ?? '',
    description_fr: accessory?.description_fr ?? '', category: accessory?.category ?? 'A', sku: accessory?.sku ?? '', price: accessory?.price ?? '',
    installation_charge_override: accessory?.installation_charge_override ?? '', pre_installed: accessory?.pre_installed ?? false,
    active: accessory?.active ?? true, vehicle_types: [...(accessory?.vehicle_types ?? [])],
  }));
  const [initial] = useState(() => JSON.stringify(f));
  const [image, setImage] = useState<File | null>(null);
  const confirm = useConfirm();
  /** Closing with changes asks first: nothing typed is lost by a stray click or Escape. */
  const close = async () => { if ((JSON.stringify(f) === initial && image === null) || (await confirm('discard'))) onClose(); };
  const [imageError, setImageError] = useState<string | null>(null);
  const preview = useMemo(() => (image === null ? null : URL.createObjectURL(image)), [image]);
  useEffect(() => { return () => { if (preview !== null) URL.revokeObjectURL(preview); }; }, [preview]);
  const set = <K extends keyof typeof f>(key: K, value: (typeof f)[K]) => setF((old) => ({ ...old, [key]: value }));
  const err = (field: string) => fieldError(t, state.fieldErrors, field);

  const chooseImage = (file: File | null) => {
    setImageError(null);
    if (file !== null && file.size > MAX_UPLOAD_BYTES) { setImageError(t('errors.file_too_large')); return setImage(null); }
    setImage(file);
  };
  const submit = async () => {
    const saved = await vm.saveAccessory({
      ...f, price: moneyText(f.price), installation_charge_override: f.installation_charge_override.trim() === '' ? null : moneyText(f.installation_charge_override),
    }, image);
    if (saved !== null) onSaved(saved);
  };
  const shown = preview ?? accessory?.files.img ?? null;

  return (
    <AddonFormModal title={t(accessory === null ? 'accessory.add_title' : 'accessory.edit_title')} problem={state.problem} saving={state.saving} onClose={() => void close()} onSubmit={() => void submit()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('accessory.title_en')} required value={f.title_en} onChange={(e) => set('title_en', e.currentTarget.value)} error={err('title_en')} maxLength={200} />
        <TextInput label={t('accessory.title_fr')} value={f.title_fr} onChange={(e) => set('title_fr', e.currentTarget.value)} error={err('title_fr')} maxLength={200} />
        <Textarea label={t('accessory.description_en')} value={f.description_en} onChange={(e) => set('description_en', e.currentTarget.value)} error={err('description_en')} autosize minRows={2} />
        <Textarea label={t('accessory.description_fr')} value={f.description_fr} onChange={(e) => set('description_fr', e.currentTarget.value)} error={err('description_fr')} autosize minRows={2} />
        <Select label={t('accessory.category')} required value={f.category} allowDeselect={false} onChange={(v) => v !== null && set('category', v as typeof f.category)} error={err('category')}
          data={['A', 'E', 'I'].map((c) => ({ value: c, label: t(`category.${c}`) }))} />
        <TextInput label={t('accessory.sku')} value={f.sku} onChange={(e) => set('sku', e.currentTarget.value)} error={err('sku')} maxLength={64} />
        <LocaleNumberInput label={t('accessory.price')} required value={f.price} onChange={(v) => set('price', v)} error={err('price')} />
        <LocaleNumberInput label={t('accessory.installation_charge')} description={t('accessory.installation_charge_help')}
          value={f.installation_charge_override} onChange={(v) => set('installation_charge_override', v)} error={err('installation_charge_override')} />
      </SimpleGrid>
      <MultiSelect label={t('vehicle_types')} description={t('vehicle_types_help')} value={f.vehicle_types} onChange={(v) => set('vehicle_types', v)} error={err('vehicle_types')}
        data={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`vehicle_type.${v}`) }))} clearable />
      <Group>
        <Checkbox label={t('accessory.pre_installed')} checked={f.pre_installed} onChange={(e) => set('pre_installed', e.currentTarget.checked)} />
        <Checkbox label={t('active')} checked={f.active} onChange={(e) => set('active', e.currentTarget.checked)} />
      </Group>
      <Group align="flex-start" wrap="nowrap">
        <FileInput label={t('accessory.image')} description={t('image_help')} accept={IMAGE_TYPES} value={image} onChange={chooseImage} clearable
          error={imageError ?? err('image')} placeholder={t('choose_file')} style={{ flex: 1 }} />
        {shown !== null
          ? <Image src={shown} alt={t('image_preview')} w={160} h={107} fit="cover" radius="sm" data-testid="image-preview" />
          : <Text size="sm" c="dimmed" w={160}>{t('no_image')}</Text>}
      </Group>
      {state.savedId !== null && accessory === null && Object.keys(state.fieldErrors).length > 0 && <Alert color="yellow">{t('saved_but_upload_failed')}</Alert>}
    </AddonFormModal>
  );
}
