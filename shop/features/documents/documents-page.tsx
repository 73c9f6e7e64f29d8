import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CustomerDocumentBody } from '../../../adapters/http/contract/documents/documents';
import { confirmWith } from '../../../ui/shared/confirm';
import { useInjection } from '../../../ui/shared/di';
import { DocumentUploadForm } from '../../../ui/shared/document-upload-form';
import { formatDateTime, formatFileSize } from '../../../ui/shared/format';
import { currentLocale } from '../../../ui/shared/i18n';
import { ProblemAlert } from '../../../ui/shared/problem-message';
import { useObservable } from '../../../ui/shared/use-observable';
import { useViewModel } from '../../../ui/shared/use-view-model';
import { useShopDeal } from '../../shared/deal-context';
import { ShopDocumentsTokens } from './documents-tokens';
import type { ShopDocumentsState, ShopDocumentsViewModel } from './documents-view-model';

const LOADING: ShopDocumentsState = { kind: 'loading' };
type Ready = Extract<ShopDocumentsState, { kind: 'ready' }>;

/** /shop/deal/:token/documents: what the customer sent, and one more (kind, file, progress); one column on a phone. */
export function DocumentsPage() {
  const { t } = useTranslation('shop');
  const { token, deal, reload } = useShopDeal();
  const factory = useInjection(ShopDocumentsTokens.documents);
  const vm = useViewModel(() => factory(token, deal.order), (v) => { void v.load(); });
  const state = useObservable(vm.state$, LOADING);
  return (
    <Stack gap="md">
      <Button component={Link} to=".." relative="path" variant="subtle" px={0} w="fit-content">{t('nav.back')}</Button>
      <Title order={2}>{t('documents.title')}</Title>
      <Text>{t('documents.intro')}</Text>
      {state.kind === 'loading' && <Stack align="center" py="xl"><Loader aria-label={t('documents.loading')} /></Stack>}
      {state.kind === 'failed' && (
        <Stack align="flex-start">
          <Text>{t('documents.failed')}</Text>
          <ProblemAlert problem={state.problem} />
          <Button onClick={() => { void vm.retry(); }}>{t('documents.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && <Ready state={state} vm={vm} readOnly={deal.read_only} onChanged={reload} />}
    </Stack>
  );
}

function Ready({ state, vm, readOnly, onChanged }: { readonly state: Ready; readonly vm: ShopDocumentsViewModel; readonly readOnly: boolean; readonly onChanged: () => Promise<void> }) {
  const { t } = useTranslation('shop');
  const { t: td } = useTranslation('documents');
  const upload = async (kind: string | null, file: File | null) => {
    const sent = await vm.upload(kind, file);
    if (sent) await onChanged();
    return sent;
  };
  const remove = async (d: CustomerDocumentBody) => {
    if (!(await confirmWith(t, 'shop:documents.remove', { values: { name: d.file_name }, danger: true }))) return;
    if (await vm.remove(d.id)) await onChanged();
  };
  return (
    <>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="documents-sent">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h4" id="documents-sent">{t('documents.sent_title')}</Title>
            {state.list.step === 'awaiting-dealer' && <Badge variant="filled" tt="none" color="blue.9">{t('tasks.states.with_dealer')}</Badge>}
            {state.list.step === 'completed' && <Badge variant="filled" tt="none" color="teal.9">{t('tasks.states.done')}</Badge>}
          </Group>
          {state.list.results.length === 0 ? <Text c="dimmed">{t('documents.empty')}</Text> : (
            <Stack gap="xs">
              {state.list.results.map((d) => <Row key={d.id} document={d} kindLabel={td(`kinds.${d.kind}`)} busy={state.busy} readOnly={readOnly} onRemove={() => { void remove(d); }} />)}
            </Stack>
          )}
          {state.sent !== null && <Alert color="teal" role="status">{t('documents.sent', { name: state.sent })}</Alert>}
          <ProblemAlert problem={state.problem} />
        </Stack>
      </Card>
      {!readOnly && <DocumentUploadForm upload={state.upload} maxMegabytes={Math.round(state.list.max_bytes / (1024 * 1024))} full={false} onUpload={upload} />}
    </>
  );
}

function Row({ document: d, kindLabel, busy, readOnly, onRemove }: {
  readonly document: CustomerDocumentBody; readonly kindLabel: string; readonly busy: number | null; readonly readOnly: boolean; readonly onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('shop');
  const locale = currentLocale(i18n);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="document-row">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>{d.file_name}</Text>
          <Text size="xs" c="dimmed">{t('documents.meta', { kind: kindLabel, size: formatFileSize(d.size, locale), date: formatDateTime(new Date(d.created), locale) })}</Text>
        </Stack>
        {!readOnly && (
          <ActionIcon variant="subtle" color="red" size="lg" loading={busy === d.id} disabled={busy !== null} onClick={onRemove} aria-label={t('documents.remove_label', { name: d.file_name })}>
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}
