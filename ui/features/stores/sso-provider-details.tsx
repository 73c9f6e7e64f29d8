import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SsoConnectionBody } from '../../../adapters/http/contract/access/sso';
import { SsoCopyRow } from './sso-copy-row';

/**
 * This store's service provider for one source: what the manufacturer registers on its side. Its
 * links answer only while the saved connection is on (a connection that is off is 404), so a card
 * that is off says to turn it on first instead of listing links that lead nowhere.
 */
export function SsoProviderDetails({ connection, titleId }: { readonly connection: SsoConnectionBody; readonly titleId: string }) {
  const { t } = useTranslation('sso');
  return (
    <Paper bg="var(--mantine-color-gray-light)" p="sm" radius="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={4} size="h6" id={titleId}>{t('provider.title')}</Title>
        {connection.enabled ? (
          <>
            <SsoCopyRow what={t('provider.sp_entity_id')} value={connection.sp_entity_id} />
            <SsoCopyRow what={t('provider.acs_url')} value={connection.acs_url} />
            <SsoCopyRow what={t('provider.metadata_url')} value={connection.metadata_url} link />
            <SsoCopyRow what={t('provider.login_url')} value={connection.login_url} />
          </>
        ) : <Text size="sm">{t('provider.turn_on_first')}</Text>}
      </Stack>
    </Paper>
  );
}
