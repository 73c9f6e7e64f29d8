import { Code, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../shared/di';
import { formatDateTime } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';
import { ProblemAlert } from '../../../shared/problem-message';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { CustomerTokens } from '../customer-tokens';

/** "Leads by e-mail" (issue 30.6): the store's address for lead providers and the e-mails kept aside with their reason. */
export function AdfMailboxSection() {
  const { t, i18n } = useTranslation();
  const factory = useInjection(CustomerTokens.adfMailboxViewModel);
  const vm = useViewModel(() => factory(), (model) => void model.load());
  const state = useObservable(vm.state$, null);
  const titleId = useId();
  if (state === null || state.kind === 'loading') return null;
  const reason = (code: string) => (code.startsWith('adf.') ? t(`field_errors.${code}`, { defaultValue: code }) : t(`customers.adf_mail.reasons.${code}`, { defaultValue: code }));
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>{t('customers.adf_mail.title')}</Title>
      {state.kind === 'failed' ? <ProblemAlert problem={state.problem} /> : (
        <>
          {state.mailbox.address === null
            ? <Text size="sm" c="dimmed">{t('customers.adf_mail.off')}</Text>
            : <Text size="sm">{t('customers.adf_mail.address')} <Code>{state.mailbox.address}</Code></Text>}
          {state.mailbox.kept_aside.length === 0 ? <Text size="sm" c="dimmed">{t('customers.adf_mail.none_kept')}</Text> : (
            <>
              <Text size="sm" fw={500}>{t('customers.adf_mail.kept', { count: state.mailbox.kept_aside.length })}</Text>
              <List size="sm" spacing={4} aria-label={t('customers.adf_mail.kept_list')}>
                {state.mailbox.kept_aside.map((m) => (
                  <List.Item key={m.id}>
                    <Text size="sm" component="span">{t('customers.adf_mail.line', {
                      date: formatDateTime(new Date(m.received_at), currentLocale(i18n)), sender: m.sender || t('customers.adf_mail.no_sender'), subject: m.subject || t('customers.adf_mail.no_subject'),
                    })}</Text>
                    <Text size="sm" c="red.8">{reason(m.reason)}</Text>
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
