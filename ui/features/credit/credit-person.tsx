import { Badge, Box, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChoiceField, isSensitive, type PersonField } from '@dealer-panel/core/credit/credit-fields';
import { FORM_STEPS, STEP_FIELDS } from '@dealer-panel/core/credit/credit-steps';
import type { PersonBody } from '../../../adapters/http/contract/credit/credit';
import type { Currency } from '../../shared/format';
import { formatDate, formatMoneyText } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';

const AMOUNTS: ReadonlySet<PersonField> = new Set(['monthly_housing_payment', 'mortgage_amount', 'market_value', 'income_amount', 'other_income_amount', 'additional_income']);

/** One answer as the reader expects it: a choice in words, an amount in money, a date in the locale; masked values as they are. */
function useShown(currency: Currency) {
  const { t, i18n } = useTranslation('credit');
  const locale = currentLocale(i18n);
  return (field: PersonField, value: string): string => {
    if (value.includes('•')) return value;
    if (isChoiceField(field)) return t(`choices.${field}.${value}`, { defaultValue: value });
    if (AMOUNTS.has(field) && /^\d+(\.\d+)?$/.test(value)) return formatMoneyText(value, locale, currency);
    if (field === 'date_of_birth' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
    return value;
  };
}

/** One person's answers, step by step (applicant, employment, residence); only what was answered is listed. */
export function CreditPerson({ title, person, currency }: { readonly title: string; readonly person: PersonBody; readonly currency: Currency }) {
  const { t } = useTranslation('credit');
  const shown = useShown(currency);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Text fw={700} component="h2" m={0} size="lg">{title}</Text>
        {FORM_STEPS.map((step) => {
          const answered = STEP_FIELDS[step].filter((f) => (person[f] ?? '') !== '');
          return (
            <Stack key={step} gap={6}>
              <Text fw={600} component="h3" m={0} size="sm" c="dimmed" tt="uppercase">{t(`steps.${step}`)}</Text>
              {answered.length === 0 ? <Text size="sm" c="dimmed">{t('page.nothing_answered')}</Text> : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} component="dl" m={0}>
                  {answered.map((f) => (
                    <div key={f}>
                      <Text size="xs" c="dimmed" component="dt">{t(`fields.${f}`)}</Text>
                      <Box component="dd" m={0} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                        <Text size="sm" span fw={500} style={{ overflowWrap: 'anywhere' }}>{shown(f, person[f] ?? '')}</Text>
                        {isSensitive(f) && (person[f] ?? '').includes('•') && <Badge size="xs" variant="light" color="gray">{t('page.masked_badge')}</Badge>}
                      </Box>
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
