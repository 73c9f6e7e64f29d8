import { Anchor, Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CustomerBody } from '../../../../adapters/http/contract/customers/customers';
import type { ArchiveStatus } from '@dealer-panel/core/customers/customer';
import { ARCHIVE_STATUSES } from '@dealer-panel/core/customers/customer';
import { AdfExportButton } from './adf-export-button';
import { currentLocale } from '../../../shared/i18n';
import { dayOf } from '../../../shared/wire-display';

/** The record's name, status, the way back to the list, Export as ADF, Edit and the archive menu. */
export function RecordHeader({ customer, backTo, mayEdit, mayArchive, editing, archiving, onEdit, onArchive }: {
  readonly customer: CustomerBody;
  readonly backTo: string;
  readonly mayEdit: boolean;
  readonly mayArchive: boolean;
  readonly editing: boolean;
  readonly archiving: boolean;
  readonly onEdit: () => void;
  readonly onArchive: (status: ArchiveStatus) => void;
}) {
  const { t, i18n } = useTranslation();
  const archived = customer.archive_status !== 'Active';
  const archivedNote = archived && customer.archived_at !== null ? t(customer.archive_reason === null ? 'customers.record.archived_note_no_reason' : 'customers.record.archived_note', {
    date: dayOf(customer.archived_at, currentLocale(i18n)), by: customer.archived_by_details?.full_name ?? t('customers.record.none'),
    reason: customer.archive_reason === null ? '' : t(`archive_reasons.${customer.archive_reason}`),
  }) : null;
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={backTo} size="sm">{t('customers.record.back')}</Anchor>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">{customer.full_name}</Title>
          <Badge color={archived ? 'gray.7' : 'teal.9'} variant="filled" tt="none" size="lg">{t(`customers.archive_status.${customer.archive_status}`)}</Badge>
        </Group>
        <Group gap="xs">
          <AdfExportButton customerId={customer.id} />
          {mayEdit && !editing && <Button variant="default" onClick={onEdit}>{t('customers.record.edit')}</Button>}
          {mayArchive && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" loading={archiving}>{t('customers.record.archive_menu')}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {ARCHIVE_STATUSES.filter((status) => status !== customer.archive_status).map((status) => (
                  <Menu.Item key={status} {...(status === 'Active' ? {} : { color: 'red.9' })} onClick={() => onArchive(status)}>
                    {t(`customers.bulk.set_${status}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
      {archivedNote !== null && <Text size="sm" c="dimmed" data-testid="archived-note">{archivedNote}</Text>}
    </Stack>
  );
}
