import { ActionIcon, Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPES, type FieldType } from '@dealer-panel/core/trade-ins/questions';
import { useFieldMessageIn } from '../../../shared/field-message';
import { ProblemAlert } from '../../../shared/problem-message';
import { isChoice, parentAnswers, type DraftText } from './questionnaire-form';
import type { QuestionEditor as Editor, QuestionnaireViewModel } from './questionnaire-view-model';

const localized = (language: string, en: string, fr: string): string => (language.startsWith('fr') && fr.trim() !== '' ? fr : en);

/** A text in English and French side by side (stacked on a phone). */
function Bilingual({ field, editor, vm, multiline }: { readonly field: 'question' | 'description'; readonly editor: Editor; readonly vm: QuestionnaireViewModel; readonly multiline: boolean }) {
  const { t } = useTranslation('trade-ins');
  const message = useFieldMessageIn('trade-ins');
  const Input = multiline ? Textarea : TextInput;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(['en', 'fr'] as const).map((language) => {
        const key: DraftText = language === 'en' ? field : `${field}_fr`;
        return (
          <Input key={language} label={t(`questionnaire.editor.${field}_${language}`)} lang={language === 'fr' ? 'fr-CA' : 'en-CA'}
            value={editor.draft[key]} onChange={(event) => vm.setText(key, event.currentTarget.value)}
            withAsterisk={field === 'question'} error={message(key, editor.errors[key])}
            {...(multiline ? { autosize: true, minRows: 2 } : {})} />
        );
      })}
    </SimpleGrid>
  );
}

/** The editor of a new or existing question, in a dialog: texts side by side, the type, its options, the parent's answer that asks it. */
export function QuestionEditorDialog({ editor, vm }: { readonly editor: Editor | null; readonly vm: QuestionnaireViewModel }) {
  const { t, i18n } = useTranslation('trade-ins');
  const message = useFieldMessageIn('trade-ins');
  const e = editor;
  const title = e === null ? '' : e.id !== null ? t('questionnaire.editor.edit_title') : e.parent !== null ? t('questionnaire.editor.child_title') : t('questionnaire.editor.add_title');
  return (
    <Modal opened={e !== null} onClose={() => vm.cancel()} title={<Title order={2} size="h4">{title}</Title>} size="xl"
      closeButtonProps={{ 'aria-label': t('questionnaire.editor.close') }}>
      {e !== null && (
        <form noValidate onSubmit={(event) => { event.preventDefault(); void vm.save(); }}>
          <Stack gap="md">
            {e.parent !== null && (
              <Stack gap={4}>
                <Text size="sm">{t('questionnaire.editor.under', { question: localized(i18n.language, e.parent.question, e.parent.question_fr) })}</Text>
                <Select label={t('questionnaire.editor.parent_answer')} withAsterisk value={e.draft.parent_answer === '' ? null : e.draft.parent_answer}
                  data={parentAnswers(e.parent).map((a) => ({ value: a.value, label: e.parent?.field_type === 'yes_no' ? t(`questionnaire.answer.${a.value}`) : localized(i18n.language, a.label, a.label_fr) }))}
                  onChange={(value) => vm.setParentAnswer(value ?? '')} error={message('parent_answer', e.errors['parent_answer'] ?? e.errors['parent'])}
                  allowDeselect={false} />
              </Stack>
            )}
            <Bilingual field="question" editor={e} vm={vm} multiline={false} />
            <Bilingual field="description" editor={e} vm={vm} multiline />
            <Group align="flex-end" gap="lg">
              <Select label={t('questionnaire.editor.field_type')} value={e.draft.field_type} allowDeselect={false}
                data={FIELD_TYPES.map((type) => ({ value: type, label: t(`questionnaire.types.${type}`) }))}
                onChange={(value) => value !== null && vm.setType(value as FieldType)} error={message('field_type', e.errors['field_type'])} />
              <Checkbox label={t('questionnaire.editor.required')} checked={e.draft.required} onChange={(event) => vm.setRequired(event.currentTarget.checked)} mb={8} />
            </Group>
            {isChoice(e.draft.field_type) && (
              <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
                <Text component="legend" fw={600} size="sm">{t('questionnaire.editor.options')}</Text>
                {e.errors['checkboxes'] !== undefined && <Text c="red.8" size="sm" role="alert">{message('checkboxes', e.errors['checkboxes'])}</Text>}
                {e.draft.checkboxes.map((o, i) => (
                  <Group key={i} align="flex-start" wrap="nowrap" gap="xs">
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
                      <TextInput label={t('questionnaire.editor.option_en', { index: i + 1 })} lang="en-CA" value={o.label}
                        onChange={(event) => vm.setOption(i, 'label', event.currentTarget.value)} error={message(`checkboxes.${i}.label`, e.errors[`checkboxes.${i}.label`])} />
                      <TextInput label={t('questionnaire.editor.option_fr', { index: i + 1 })} lang="fr-CA" value={o.label_fr}
                        onChange={(event) => vm.setOption(i, 'label_fr', event.currentTarget.value)} error={message(`checkboxes.${i}.label_fr`, e.errors[`checkboxes.${i}.label_fr`])} />
                    </SimpleGrid>
                    <ActionIcon variant="subtle" color="red" mt={26} aria-label={t('questionnaire.editor.remove_option', { index: i + 1 })} onClick={() => vm.removeOption(i)}>{'\u00d7'}</ActionIcon>
                  </Group>
                ))}
                <Button variant="light" size="xs" onClick={() => vm.addOption()} style={{ alignSelf: 'flex-start' }}>{t('questionnaire.editor.add_option')}</Button>
              </Stack>
            )}
            <ProblemAlert problem={e.problem} />
            {Object.keys(e.errors).length > 0 && <Alert color="red" variant="light" role="alert">{t('questionnaire.editor.fix_errors')}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => vm.cancel()} disabled={e.saving}>{t('questionnaire.editor.cancel')}</Button>
              <Button type="submit" loading={e.saving}>{t('questionnaire.editor.save')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
