import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PreviewResponse, PriceProfileBody } from '../../../../adapters/http/contract/analytics/pricing';
import type { Currency } from '../../../shared/format';
import { formatMoneyText } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { ScrollTable } from '../../../shared/scroll-table';

/** The vehicles a profile would change, old → new price, paged, with the apply button. */
export function PricePreview({ profile, page, busy, currency, onPage, onApply, onClose }: {
  readonly profile: PriceProfileBody; readonly page: PreviewResponse | null; readonly busy: boolean; readonly currency: Currency;
  readonly onPage: (n: number) => void; readonly onApply: (count: number) => void; readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation('pricing');
  const locale = currentLocale(i18n);
  const money = (text: string) => formatMoneyText(text, locale, currency);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="preview-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="preview-title">{t('profiles.preview_title', { name: profile.name })}</Title>
          <Button variant="subtle" onClick={onClose}>{t('profiles.cancel')}</Button>
        </Group>
        {page === null && <Group justify="center"><Loader aria-label={t('profiles.preview')} /></Group>}
        {page !== null && page.count === 0 && <Alert color="gray" variant="light">{t('profiles.preview_empty')}</Alert>}
        {page !== null && page.count > 0 && (
          <>
            <Text size="sm" aria-live="polite">{t('profiles.preview_count', { count: page.count })}</Text>
            <ScrollTable minWidth={640} label={t('profiles.preview_title', { name: profile.name })}>
              <Table striped verticalSpacing="xs" aria-busy={busy}>
                <Table.Thead><Table.Tr>
                  <Table.Th>{t('profiles.stock_number')}</Table.Th><Table.Th>{t('profiles.vehicle')}</Table.Th><Table.Th>{t('profiles.days')}</Table.Th>
                  <Table.Th>{t('profiles.rule')}</Table.Th><Table.Th ta="right">{t('profiles.old_price')}</Table.Th><Table.Th ta="right">{t('profiles.new_price')}</Table.Th>
                </Table.Tr></Table.Thead>
                <Table.Tbody>
                  {page.results.map((r) => (
                    <Table.Tr key={r.vehicle.id}>
                      <Table.Td>{r.vehicle.stock_number}</Table.Td>
                      <Table.Td>{[r.vehicle.year, r.vehicle.make, r.vehicle.model, r.vehicle.trim].join(' ')}</Table.Td>
                      <Table.Td>{r.days_in_stock}</Table.Td>
                      <Table.Td>{r.rule + 1}</Table.Td>
                      <Table.Td ta="right">{money(r.old_price)}</Table.Td>
                      <Table.Td ta="right" fw={600}>{money(r.new_price)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <Group justify="space-between">
              <Group gap="xs">
                <Button variant="default" size="xs" disabled={page.current <= 1 || busy} onClick={() => onPage(page.current - 1)}>{t('profiles.previous_page')}</Button>
                <Text size="sm">{t('profiles.page_of', { current: page.current, last: page.last })}</Text>
                <Button variant="default" size="xs" disabled={page.current >= page.last || busy} onClick={() => onPage(page.current + 1)}>{t('profiles.next_page')}</Button>
              </Group>
              <Button color="red" onClick={() => onApply(page.count)} disabled={busy}>{t('profiles.apply')}</Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
