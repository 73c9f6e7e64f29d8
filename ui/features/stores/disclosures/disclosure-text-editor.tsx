import { Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DISCLOSURE_MAX_LENGTH, type DisclosureKey } from '@dealer-panel/core/stores/disclosures';
import type { FieldErrorMap } from '../../../shared/form-problem';
import { textField, type Language } from './disclosures-form';
import { useDisclosureMessage } from './use-disclosure-message';

const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** A text as the customer will read it: plain text, line breaks kept, never HTML (React escapes it). */
export function PlainTextPreview({ text, label }: { readonly text: string; readonly label: string }) {
  const { t } = useTranslation('disclosures');
  return (
    <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-gray-0)" aria-label={label} role="region">
      <Text size="xs" c="dimmed" mb={4}>{t('editor.preview')}</Text>
      {text === ''
        ? <Text size="sm" c="dimmed" fs="italic">{t('editor.preview_empty')}</Text>
        : <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>}
    </Paper>
  );
}

/** One disclosure: English | French side by side (stacked on a phone), each with its count and preview. */
export function DisclosureTextEditor({ textKey, value, errors, readOnly, onChange }: {
  readonly textKey: DisclosureKey;
  readonly value: Readonly<Record<Language, string>>;
  readonly errors: FieldErrorMap;
  readonly readOnly: boolean;
  readonly onChange: (language: Language, text: string) => void;
}) {
  const { t } = useTranslation('disclosures');
  const message = useDisclosureMessage();
  const name = t(`keys.${textKey}`);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`disclosure-${textKey}`}>
      <Title order={3} size="h5" mb="sm" id={`disclosure-${textKey}`}>{name}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {LANGUAGES.map((language) => {
          const label = t('editor.field', { text: name, language: t(`editor.language.${language}`) });
          return (
            <Stack key={language} gap={6}>
              <Textarea
                label={label}
                lang={language === 'fr' ? 'fr-CA' : 'en-CA'}
                value={value[language]}
                onChange={(event) => onChange(language, event.currentTarget.value)}
                autosize minRows={3} maxRows={10}
                readOnly={readOnly}
                description={t('editor.count', { count: value[language].length, max: DISCLOSURE_MAX_LENGTH.toLocaleString() })}
                error={message(errors[textField(textKey, language)])}
              />
              <PlainTextPreview text={value[language]} label={t('editor.preview_of', { field: label })} />
            </Stack>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
