import { Alert, Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../../adapters/http/contract/common';
import { customerPaths } from '../../../shared/customer-paths';
import { formatCount } from '../../../shared/format';
import { ScrollTable } from '../../../shared/scroll-table';
import type { Count, Match, Outcome } from './import-driver';
import { ListPages } from '../../../shared/list-pages';
import type { ImportViewModel } from './import-view-model';

const S = 'imports:screen';

export function CountBadges({ counts, ns, label }: { readonly counts: readonly Count[]; readonly ns: string; readonly label: (key: string) => string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <Group gap="xs" wrap="wrap" data-testid={`${ns}-counts`}>
      {counts.map((c) => (
        <Badge key={c.key} variant="light" color={c.key === 'refused' ? (c.value > 0 ? 'red' : 'gray') : 'blue'} size="lg" tt="none" style={{ height: 'auto', whiteSpace: 'normal' }}>
          {t(`${S}.count_line`, { label: label(c.key), count: formatCount(c.value, locale) })}
        </Badge>
      ))}
    </Group>
  );
}

/** Why a row matched an existing customer: its reasons (e-mail, phone, name and postal code) as one phrase (the app's language codes read fr_CA). */
export function matchReasons(t: TFunction, language: string, reasons: readonly string[]): string {
  return new Intl.ListFormat(language.replace('_', '-'), { type: 'conjunction' }).format(reasons.map((r) => t(`customer-imports:match.reason.${r}`)));
}

/** An outcome's refused rows, a page at a time (a dry run the server did not keep lists them all). */
export function RefusalTable({ outcome, vm, reason, t, failed }: { readonly outcome: Outcome; readonly vm: ImportViewModel; readonly reason: (code: string) => string; readonly t: TFunction; readonly failed: boolean }) {
  const { refusals } = outcome;
  if (refusals.length === 0) return <Text size="sm">{t(`${S}.refusals.none`)}</Text>;
  return (
    <Stack gap={4}>
      <Title order={4}>{t(`${S}.refusals.title`)}</Title>
      <ScrollTable minWidth={480} label={t(`${S}.refusals.title`)}>
        <Table striped verticalSpacing="xs">
          <Table.Thead><Table.Tr><Table.Th>{t(`${S}.refusals.row`)}</Table.Th><Table.Th>{t(`${S}.refusals.column`)}</Table.Th><Table.Th>{t(`${S}.refusals.reason`)}</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {refusals.map((r, i) => (
              <Table.Tr key={`${String(r.row)}-${r.column ?? ''}-${String(i)}`}>
                <Table.Td>{r.row ?? '—'}</Table.Td>
                <Table.Td>{r.column ?? '—'}</Table.Td>
                <Table.Td>{reason(r.code)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {failed && <Alert color="red" variant="light" role="alert">{t(`${S}.refusals.page_failed`)}</Alert>}
      <ListPages page={outcome.refusalPage} last={outcome.refusalLast} label={t(`${S}.refusals.pages`)} onChange={(page) => void vm.refusalPage(page)} />
    </Stack>
  );
}

/** The rows matched to an existing customer, each with the customer and why it matched. */
export function MatchTable({ matches, matched, t, language }: { readonly matches: readonly Match[]; readonly matched: number; readonly t: TFunction; readonly language: string }) {
  if (matches.length === 0) return null;
  const title = t('customer-imports:match.title');
  return (
    <Stack gap={4}>
      <Title order={4}>{title}</Title>
      <ScrollTable minWidth={480} label={title}>
        <Table striped verticalSpacing="xs">
          <Table.Thead><Table.Tr><Table.Th>{t(`${S}.refusals.row`)}</Table.Th><Table.Th>{t('customer-imports:match.customer')}</Table.Th><Table.Th>{t('customer-imports:match.why')}</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {matches.map((m) => (
              <Table.Tr key={m.row}>
                <Table.Td>{m.row}</Table.Td>
                <Table.Td>{m.customer === null ? '—' : <Anchor component={Link} to={customerPaths.record(m.customer)} size="sm">{m.customerName ?? t('customer-imports:match.customer_n', { id: m.customer })}</Anchor>}</Table.Td>
                <Table.Td>{matchReasons(t, language, m.reasons)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {matched > matches.length && <Text size="xs" c="dimmed">{t('customer-imports:match.more', { shown: matches.length, count: matched })}</Text>}
    </Stack>
  );
}
