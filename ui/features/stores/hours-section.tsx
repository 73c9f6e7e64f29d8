import { Group, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@dealer-panel/core/stores/store-settings';
import type { StoreFormValues } from './store-form-values';
import type { StoreSettingsViewModel } from './store-settings-view-model';
import { StoreSection } from './store-section';
import { CalendarSection } from './calendar-section';

export interface FormSectionProps {
  readonly vm: StoreSettingsViewModel;
  readonly values: StoreFormValues;
  readonly err: (field: string) => string | null;
  readonly disabled: boolean;
}

/** A row per weekday: the open switch, then its opening and closing times (hidden while closed). */
export function HoursSection({ vm, values, err, disabled }: FormSectionProps) {
  const { t } = useTranslation('stores');
  return (
    <StoreSection id="store-hours" title={t('sections.hours')} intro={t('hours.intro')}>
      {WEEKDAYS.map((day) => {
        const row = values.hours[day];
        const dayName = t(`hours.day.${day}`);
        return (
          <SimpleGrid key={day} cols={{ base: 1, sm: 3 }} spacing="sm" data-testid={`hours-${day}`}>
            <Group gap="sm" wrap="nowrap">
              <Switch checked={row.open} disabled={disabled} aria-label={`${dayName} — ${t('hours.open')}`}
                onChange={(e) => vm.changeDay(day, { open: e.currentTarget.checked })} />
              <Text fw={500} w={110}>{dayName}</Text>
              <Text size="sm" c="dimmed">{row.open ? t('hours.open') : t('hours.closed')}</Text>
            </Group>
            {row.open && (
              <>
                <TextInput type="time" label={t('hours.start')} aria-label={`${dayName} — ${t('hours.start')}`} value={row.start} disabled={disabled}
                  error={err(`dealership_hours_${day}_start`)} onChange={(e) => vm.changeDay(day, { start: e.currentTarget.value })} />
                <TextInput type="time" label={t('hours.end')} aria-label={`${dayName} — ${t('hours.end')}`} value={row.end} disabled={disabled}
                  error={err(`dealership_hours_${day}_end`)} onChange={(e) => vm.changeDay(day, { end: e.currentTarget.value })} />
              </>
            )}
          </SimpleGrid>
        );
      })}
      <CalendarSection vm={vm} values={values} err={err} disabled={disabled} />
    </StoreSection>
  );
}
