import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../shared/i18n';

/**
 * Where a tax rate comes from. The sources are citations of English documents (CRA, Tax Foundation,
 * state laws), kept word for word: a citation is not translated. In French the cell says so in
 * French and opens the citations on demand, marked lang="en" for screen readers.
 */
export function TaxSource({ source }: { readonly source: string }) {
  const { t, i18n } = useTranslation('payments');
  if (source.trim() === '') return <Text size="xs" c="dimmed">—</Text>;
  if (currentLocale(i18n) !== 'fr_CA') return <Text size="xs" c="dimmed" lineClamp={2} title={source}>{source}</Text>;
  return (
    <Box component="details" fz="xs" c="dimmed">
      <Box component="summary" style={{ cursor: 'pointer' }}>{t('taxes.source_in_english')}</Box>
      <Text size="xs" lang="en" mt={4}>{source}</Text>
    </Box>
  );
}
