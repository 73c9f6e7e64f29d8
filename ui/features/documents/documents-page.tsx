import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { DocumentBody } from '../../../adapters/http/contract/documents/documents';
import { confirmWith } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { PageHeader } from '../../shared/page-header';
import { BackToDeals } from '../../shared/back-to-deals';
import { ProblemAlert } from '../../shared/problem-message';
import { useToast } from '../../shared/toast';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { DocumentGroups } from './document-groups';
import { DocumentUploadForm } from '../../shared/document-upload-form';
import { createDocumentsViewModel } from './documents-view-model';
import { DocumentsTokens } from './documents-tokens';

/**
 * /customers/:id/file-upload/:orderId: the deal's documents (issue 14.5) grouped by kind, the
 * upload form for those who may add them, downloads through short-lived links, delete after a
 * confirmation. Corporate users see the list only; the server checks every call again.
 */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const orderId = Number(useParams().orderId);
  const port = useInjection(DocumentsTokens.port);
  const toast = useToast();
  const vm = useViewModel(() => createDocumentsViewModel(port, orderId, (url) => port.open(url)), (v) => void v.load());
  const state = useObservable(vm.state$, { kind: 'loading' } as const);

  const remove = (d: DocumentBody) => {
    void confirmWith(t, 'delete', { values: { name: d.file_name }, danger: true }).then(async (yes) => {
      if (yes && await vm.remove(d.id)) toast.success('documents:delete.done', { name: d.file_name });
    });
  };
  const upload = async (kind: string | null, file: File | null) => {
    const done = await vm.upload(kind, file);
    if (done) toast.success('documents:upload.done');
    return done;
  };

  return (
    <Stack gap="md" maw={880}>
      <BackToDeals />
      <PageHeader title={t('title')} intro={t('intro')} />
      {state.kind === 'loading' && <Stack gap="sm" role="progressbar" aria-busy="true" aria-label={t('loading')}><Skeleton h={120} /><Skeleton h={56} /><Skeleton h={56} /></Stack>}
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" title={t('failed')}>
          <Stack gap="xs" align="flex-start"><ProblemAlert problem={state.problem} /><Button size="xs" variant="default" onClick={() => void vm.load()}>{t('retry')}</Button></Stack>
        </Alert>
      )}
      {state.kind === 'ready' && (
        <>
          {state.list.can_upload
            ? <DocumentUploadForm upload={state.upload} maxMegabytes={state.list.max_bytes / (1024 * 1024)} full={state.list.results.length >= state.list.max_documents} onUpload={upload} />
            : <Alert color="gray" variant="light">{t('read_only')}</Alert>}
          <ProblemAlert problem={state.problem} />
          {state.list.results.length === 0
            ? <Text c="dimmed" ta="center" py="xl">{t('empty')}</Text>
            : <DocumentGroups documents={state.list.results} busy={state.busy} onDownload={(d) => void vm.download(d.id)} onDelete={remove} />}
        </>
      )}
    </Stack>
  );
}
