import { Box, FileButton, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/toast';
import { useStoreMessage } from './store-messages';
import type { StoreSettingsViewModel } from './store-settings-view-model';
import { StoreSection } from './store-section';

export interface LogoSectionProps {
  readonly vm: StoreSettingsViewModel;
  readonly logoUrl: string | null;
  readonly uploading: boolean;
  readonly errors: readonly string[] | null;
  readonly disabled: boolean;
}

/** The logo's preview and its replacement (sent at once, apart from the form). */
export function LogoSection({ vm, logoUrl, uploading, errors, disabled }: LogoSectionProps) {
  const { t } = useTranslation('stores');
  const message = useStoreMessage();
  const toast = useToast();
  const error = message('picture', errors ?? undefined);
  const pick = async (file: File | null) => {
    if (file !== null && await vm.uploadLogo(file)) toast.success('stores:toast.logo_saved');
  };
  return (
    <StoreSection id="store-logo" title={t('sections.logo')}>
      <Group align="center" gap="lg">
        <Box w={200} h={80} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}>
          {logoUrl === null ? <Text size="sm" c="dimmed">{t('logo.none')}</Text> : <Image src={logoUrl} alt={t('logo.alt')} mah={72} maw={190} fit="contain" />}
        </Box>
        <Stack gap={4}>
          <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,image/webp" disabled={disabled || uploading}>
            {(props) => <Button variant="default" loading={uploading} {...props}>{t(logoUrl === null ? 'logo.upload' : 'logo.choose')}</Button>}
          </FileButton>
          <Text size="xs" c="dimmed">{uploading ? t('logo.uploading') : t('logo.hint')}</Text>
          {error !== null && <Text size="sm" c="red" role="alert">{error}</Text>}
        </Stack>
      </Group>
    </StoreSection>
  );
}
