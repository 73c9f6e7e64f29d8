import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { defaultTimeZone } from '@dealer-panel/core/stores/time-zones';
import type { StoreFormValues } from './store-form-values';
import type { StoreSettingsViewModel } from './store-settings-view-model';

/** The North American zones a store picks from (a stored zone not listed is kept and shown). */
const ZONES = [
  'America/St_Johns', 'America/Halifax', 'America/Toronto', 'America/New_York', 'America/Detroit', 'America/Indiana/Indianapolis',
  'America/Winnipeg', 'America/Chicago', 'America/Regina', 'America/Edmonton', 'America/Denver', 'America/Phoenix', 'America/Vancouver',
  'America/Los_Angeles', 'America/Whitehorse', 'America/Anchorage', 'Pacific/Honolulu',
];

/** The calendar fields: the zone the hours are in (default: the province's or state's) and how long a visit lasts. */
export function CalendarSection({ vm, values, err, disabled }: {
  readonly vm: StoreSettingsViewModel;
  readonly values: StoreFormValues;
  readonly err: (field: string) => string | null;
  readonly disabled: boolean;
}) {
  const { t } = useTranslation('stores');
  const fallback = defaultTimeZone(values.country, values.province_code);
  const listed = values.time_zone === '' || ZONES.includes(values.time_zone) ? ZONES : [...ZONES, values.time_zone];
  const data = [{ value: '', label: t('calendar.default_zone', { zone: fallback }) }, ...listed.map((z) => ({ value: z, label: z }))];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
      <Select label={t('calendar.time_zone')} description={t('calendar.time_zone_help')} data={data} value={values.time_zone} disabled={disabled}
        allowDeselect={false} error={err('time_zone')} onChange={(v) => vm.change('time_zone', v ?? '')} />
      <TextInput label={t('calendar.appointment_length')} description={t('calendar.appointment_length_help')} inputMode="numeric" value={values.appointment_length}
        disabled={disabled} error={err('appointment_length')} onChange={(e) => vm.change('appointment_length', e.currentTarget.value)} />
    </SimpleGrid>
  );
}
