import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SSO_NEW_USER_ROLES } from '@dealer-panel/core/access/sso';
import { useFieldMessageIn } from '../../shared/field-message';
import { formatDate } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { ProblemAlert } from '../../shared/problem-message';
import { useToast } from '../../shared/toast';
import type { SsoField } from './sso-form-values';
import { SsoProviderDetails } from './sso-provider-details';
import type { SsoCard as Card, SsoViewModel } from './sso-view-model';

const NONE = 'none';
const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } } as const;

/** The saved certificate's expiry, while the certificate field still holds it. */
function CertificateValidity({ card }: { readonly card: Card }) {
  const { t, i18n } = useTranslation('sso');
  const validTo = card.saved.idp_certificate_valid_to;
  if (validTo === null || card.values.idp_certificate !== card.saved.idp_certificate) return null;
  const expired = Date.parse(validTo) <= Date.now();
  const date = formatDate(new Date(validTo), currentLocale(i18n));
  return <Text size="xs" c={expired ? 'red.9' : 'dimmed'}>{t(expired ? 'fields.expired_on' : 'fields.valid_until', { date })}</Text>;
}

/** One manufacturer's connection: its identity provider, the role of new accounts, and what to give the manufacturer. */
export function SsoCard({ vm, card, mayManage }: { readonly vm: SsoViewModel; readonly card: Card; readonly mayManage: boolean }) {
  const { t } = useTranslation('sso');
  const message = useFieldMessageIn('sso');
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { source, values, saved } = card;
  const disabled = !mayManage || card.saving;
  const titleId = `sso-${source}-title`;
  const err = (field: SsoField) => message(field, card.errors[field]);
  const text = (field: 'label' | 'idp_entity_id' | 'idp_sso_url', type = 'text') => (
    <TextInput label={t(`fields.${field}`)} description={t(`fields.${field}_hint`)} type={type} value={values[field]} error={err(field)}
      disabled={disabled} onChange={(e) => vm.change(source, field, e.currentTarget.value)} />
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.save(source)) return toast.success('sso:toast.saved', { name: saved.name === '' ? t(`sources.${source}`) : saved.name });
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  const roles = [{ value: NONE, label: t('fields.no_accounts') }, ...SSO_NEW_USER_ROLES.map((r) => ({ value: r, label: t(`common:roles.${r}`) }))];

  return (
    <Paper withBorder p="md" radius="md">
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Title order={3} size="h5" id={titleId}>{t(`sources.${source}`)}</Title>
              {source === 'custom_sso' && saved.name !== '' && <Badge variant="outline" color="gray">{saved.name}</Badge>}
            </Group>
            <Badge color={saved.enabled ? 'green' : 'gray'} variant="dot">{t(saved.enabled ? 'status.on' : 'status.off')}</Badge>
          </Group>
          <Switch label={t('fields.enabled')} description={t('fields.enabled_hint')} checked={values.enabled} disabled={disabled}
            onChange={(e) => vm.change(source, 'enabled', e.currentTarget.checked)} />
          {source === 'custom_sso' && text('label')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('idp_entity_id')}
            {text('idp_sso_url', 'url')}
          </SimpleGrid>
          <Stack gap={4}>
            <Textarea label={t('fields.idp_certificate')} description={t('fields.idp_certificate_hint')} value={values.idp_certificate} error={err('idp_certificate')}
              disabled={disabled} autosize minRows={4} maxRows={10} spellCheck={false} styles={MONO}
              onChange={(e) => vm.change(source, 'idp_certificate', e.currentTarget.value)} />
            <CertificateValidity card={card} />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label={t('fields.mfa_contexts')} description={t('fields.mfa_contexts_hint')} value={values.mfa_contexts} error={err('mfa_contexts')}
              disabled={disabled} autosize minRows={2} maxRows={6} spellCheck={false} styles={MONO}
              onChange={(e) => vm.change(source, 'mfa_contexts', e.currentTarget.value)} />
            <Select label={t('fields.new_user_role')} description={t('fields.new_user_role_hint')} data={roles} value={values.new_user_role ?? NONE}
              error={err('new_user_role')} disabled={disabled} allowDeselect={false}
              onChange={(v) => vm.change(source, 'new_user_role', SSO_NEW_USER_ROLES.find((r) => r === v) ?? null)} />
          </SimpleGrid>
          <SsoProviderDetails connection={saved} titleId={`sso-${source}-provider`} />
          {mayManage && (
            <Stack gap="xs">
              <ProblemAlert problem={card.problem} />
              <Group justify="space-between">
                <Text size="sm" c={card.dirty ? 'orange.9' : 'dimmed'}>{card.dirty ? t('unsaved') : ''}</Text>
                <Group>
                  <Button variant="default" onClick={() => vm.reset(source)} disabled={!card.dirty || card.saving}>{t('actions.reset')}</Button>
                  <Button type="submit" loading={card.saving} disabled={!card.dirty}>{t('actions.save')}</Button>
                </Group>
              </Group>
            </Stack>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
