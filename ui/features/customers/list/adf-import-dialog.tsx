import { Anchor, Badge, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdfImportResponse, ProspectResult } from '../../../../adapters/http/contract/leads/leads';
import { customerPaths } from '../../../shared/customer-paths';
import { useFieldMessage } from '../../../shared/field-message';
import { ProblemAlert } from '../../../shared/problem-message';
import { useObservable } from '../../../shared/use-observable';
import type { AdfImportViewModel } from './adf-import-view-model';
import { AdfMailboxSection } from './adf-mailbox-section';

const COLORS = { created: 'green', matched: 'blue', refused: 'red' } as const;

/** One prospect's line: what became of it, the customer (a link), the deal or why there is none, or why it was refused. */
function ProspectLine({ prospect }: { readonly prospect: ProspectResult }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const badge = <Badge color={COLORS[prospect.outcome]} variant="light" style={{ flexShrink: 0 }}>{t(`customers.adf.outcome.${prospect.outcome}`)}</Badge>;
  if (prospect.outcome === 'refused') {
    return (
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap" align="flex-start">{badge}<Text fw={500}>{prospect.name || t('customers.adf.no_name')}</Text></Group>
        <List size="sm" c="red.8" withPadding>
          {Object.entries(prospect.errors).map(([field, codes]) => (
            <List.Item key={field}>{t('customers.adf.reason', { field: t(`customers.adf.fields.${field.replace(/^vehicle\.\d+\./, 'vehicle_')}`, { defaultValue: field }), message: message(field, codes) })}</List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {badge}
        <Anchor component={Link} to={customerPaths.record(prospect.customer)} fw={500}>{prospect.customer_name}</Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {prospect.deal_note === null ? t('customers.adf.deal_created', { source: prospect.lead_source }) : t(`customers.adf.deal_note.${prospect.deal_note}`)}
      </Text>
    </Stack>
  );
}

function Report({ report }: { readonly report: AdfImportResponse }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Text fw={600}>{t('customers.adf.summary', { created: report.created, matched: report.matched, refused: report.refused })}</Text>
      {report.repeat && <Text size="sm" c="dimmed">{t('customers.adf.repeat')}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('customers.adf.prospects')}>
        {report.prospects.map((p, index) => <li key={index}><ProspectLine prospect={p} /></li>)}
      </Stack>
    </Stack>
  );
}

/** "Import ADF leads": choose a .xml file, send it, read what became of each lead (EN/FR). */
export function AdfImportDialog({ vm, onClose }: { readonly vm: AdfImportViewModel; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const state = useObservable(vm.state$, null);
  if (state === null) return null;
  return (
    <Modal opened onClose={onClose} title={t('customers.adf.title')} size="lg" closeButtonProps={{ 'aria-label': t('form.close') }}>
      {state.kind === 'done' ? (
        <Stack gap="md">
          <Report report={state.report} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={vm.reset}>{t('customers.adf.another')}</Button>
            <Button onClick={onClose}>{t('customers.adf.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => { event.preventDefault(); void vm.send(); }}>
          <Stack gap="md">
            <Text size="sm">{t('customers.adf.help')}</Text>
            <FileInput
              label={t('customers.adf.file')}
              placeholder={t('customers.adf.file_placeholder')}
              accept=".xml,application/xml,text/xml"
              clearable
              value={state.file}
              onChange={(file) => vm.choose(file)}
              disabled={state.kind === 'importing'}
              error={state.kind === 'choosing' ? message('file', state.errors['file']) : null}
            />
            {state.kind === 'choosing' && <ProblemAlert problem={state.problem} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>{t('customers.adf.cancel')}</Button>
              <Button type="submit" loading={state.kind === 'importing'}>{t('customers.adf.import')}</Button>
            </Group>
            <AdfMailboxSection />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
