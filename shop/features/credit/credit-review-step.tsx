import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChoiceField, type PersonField } from '@dealer-panel/core/credit/credit-fields';
import { FORM_STEPS, type CreditStep, type FormStep, type Who } from '@dealer-panel/core/credit/credit-steps';
import { currencyOf, formatDate, formatMoneyText } from '../../../ui/shared/format';
import { currentLocale } from '../../../ui/shared/i18n';
import type { CustomerCreditViewModel } from './credit-application-view-model';
import type { FormState } from './credit-application-state';
import { useFieldLabel } from './credit-field';
import { kindOf, personOf, shownFields } from './credit-form-fields';

const STEP_OF: Readonly<Record<Who, Readonly<Record<FormStep, CreditStep>>>> = {
  applicant: { applicant: 'applicant', employment: 'employment', residential: 'residential' },
  co_applicant: { applicant: 'co_applicant_info', employment: 'co_applicant_employment', residential: 'co_applicant_residential' },
};

/** An answer as read back: choices in words, amounts in money, the date in the locale, the insurance number mostly hidden. */
function useShown(country: 'CA' | 'US') {
  const { t, i18n } = useTranslation('shop-credit');
  const locale = currentLocale(i18n);
  return (field: PersonField, value: string): string => {
    if (field === 'insurance_number') return `••• ••• ${value.replace(/\D/g, '').slice(-3)}`;
    if (isChoiceField(field)) return t(`choices.${field}.${value}`, { defaultValue: value });
    if (kindOf(field) === 'province') return t(`provinces.${value}`, { defaultValue: value });
    if (kindOf(field) === 'money' && /^\d+(\.\d{1,2})?$/.test(value.trim())) return formatMoneyText(value.trim(), locale, currencyOf(country));
    if (field === 'date_of_birth' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
    return value;
  };
}

function PersonReview({ state, vm, who }: { readonly state: FormState; readonly vm: CustomerCreditViewModel; readonly who: Who }) {
  const { t } = useTranslation('shop-credit');
  const country = state.settings.country;
  const label = useFieldLabel(country);
  const shown = useShown(country);
  const person = personOf(state.draft, who);
  const title = t(who === 'applicant' ? 'review.applicant' : 'review.co_applicant');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Text component="h4" fw={700} m={0}>{title}</Text>
        {FORM_STEPS.map((form) => {
          const step = STEP_OF[who][form];
          const answered = shownFields(state.settings, who, form, person).filter(({ field }) => person[field].trim() !== '');
          return (
            <Stack key={form} gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text component="h5" size="sm" fw={600} c="dimmed" m={0}>{t(`steps.${step}`)}</Text>
                <Button variant="subtle" size="compact-sm" onClick={() => vm.goTo(step)} disabled={state.busy !== null}
                  aria-label={t('actions.edit', { step: t(`steps.${step}`) })}>{t('actions.edit_short')}</Button>
              </Group>
              {answered.length === 0 ? <Text size="sm" c="dimmed">{t('review.not_answered')}</Text> : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
                  {answered.map(({ field }) => (
                    <div key={field}>
                      <Text size="xs" c="dimmed" component="dt">{label(field)}</Text>
                      <Text size="sm" fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>{shown(field, person[field])}</Text>
                    </div>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

/** The review: every answer read back with a way to each step, the co-applicant added or removed, then the submission. */
export function CreditReviewStep({ state, vm }: { readonly state: FormState; readonly vm: CustomerCreditViewModel }) {
  const { t } = useTranslation('shop-credit');
  return (
    <Stack gap="md">
      <Text size="sm">{t('review.intro')}</Text>
      <PersonReview state={state} vm={vm} who="applicant" />
      {state.draft.hasCoApplicant
        ? <PersonReview state={state} vm={vm} who="co_applicant" />
        : <Text size="sm" c="dimmed">{t('review.no_co')}</Text>}
      <Group gap="sm">
        {state.draft.hasCoApplicant
          ? <Button variant="outline" color="red" onClick={() => vm.askRemoveCoApplicant()} disabled={state.busy !== null}>{t('actions.remove_co')}</Button>
          : <Button variant="outline" onClick={() => vm.includeCoApplicant()} disabled={state.busy !== null}>{t('actions.add_co')}</Button>}
      </Group>
      <Text size="sm" c="dimmed">{t('review.submit_note')}</Text>
    </Stack>
  );
}
