import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DISCLAIMER_ROWS_MAX, DISCLAIMER_TYPE_MAX_LENGTH } from '@dealer-panel/core/stores/disclosures';
import type { FieldErrorMap } from '../../../shared/form-problem';
import { rowField, type DisclaimerRowValues } from './disclosures-form';
import { useDisclosureMessage } from './use-disclosure-message';

/** The disclaimer package: a type and the short mark ("1", "*", "†") that points to it in the fine print. */
export function DisclaimerPackageEditor({ rows, errors, readOnly, onAdd, onRemove, onChange }: {
  readonly rows: readonly DisclaimerRowValues[];
  readonly errors: FieldErrorMap;
  readonly readOnly: boolean;
  readonly onAdd: () => void;
  readonly onRemove: (index: number) => void;
  readonly onChange: (index: number, part: 'type' | 'superscript', value: string) => void;
}) {
  const { t } = useTranslation('disclosures');
  const message = useDisclosureMessage();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="disclaimer-package">
      <Title order={2} size="h4" id="disclaimer-package">{t('package.title')}</Title>
      <Text size="sm" c="dimmed" mb="sm">{t('package.intro')}</Text>
      <Stack gap="sm">
        {rows.length === 0 && <Text size="sm" c="dimmed">{t('package.empty')}</Text>}
        {rows.map((row, index) => (
          <Group key={index} align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 14rem' }}
              label={t('package.type', { index: index + 1 })}
              value={row.type}
              maxLength={DISCLAIMER_TYPE_MAX_LENGTH + 20}
              readOnly={readOnly}
              onChange={(event) => onChange(index, 'type', event.currentTarget.value)}
              error={message(errors[rowField(index, 'disclaimer_type')])}
            />
            <TextInput
              w={120}
              label={t('package.superscript', { index: index + 1 })}
              value={row.superscript}
              readOnly={readOnly}
              onChange={(event) => onChange(index, 'superscript', event.currentTarget.value)}
              error={message(errors[rowField(index, 'disclaimer_superscript')])}
            />
            {!readOnly && (
              <Button variant="subtle" color="red" mt={24} onClick={() => onRemove(index)} aria-label={t('package.remove_label', { index: index + 1 })}>
                {t('package.remove')}
              </Button>
            )}
          </Group>
        ))}
        {!readOnly && rows.length < DISCLAIMER_ROWS_MAX && (
          <Group><Button variant="light" onClick={onAdd}>{t('package.add')}</Button></Group>
        )}
        {errors['disclaimer_package'] !== undefined && <Text size="sm" c="red" role="alert">{message(errors['disclaimer_package'])}</Text>}
      </Stack>
    </Paper>
  );
}
