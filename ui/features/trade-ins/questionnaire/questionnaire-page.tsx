import { Alert, Badge, Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionBody } from '../../../../adapters/http/contract/trade-ins/trade-ins';
import { UiTokens } from '../../../shared/ui-tokens';
import { confirmWith } from '../../../shared/confirm';
import { useInjection } from '../../../shared/di';
import { PageHeader } from '../../../shared/page-header';
import { ProblemAlert } from '../../../shared/problem-message';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { TradeInTokens } from '../trade-in-tokens';
import { countUnder, isBranching, parentAnswers } from './questionnaire-form';
import { QuestionEditorDialog } from './question-editor';
import type { QuestionnaireViewModel } from './questionnaire-view-model';

const localized = (language: string, en: string, fr: string): string => (language.startsWith('fr') && fr.trim() !== '' ? fr : en);

interface RowProps {
  readonly q: QuestionBody;
  readonly parent: QuestionBody | null;
  readonly index: number;
  readonly count: number;
  readonly readOnly: boolean;
  readonly busy: boolean;
  readonly vm: QuestionnaireViewModel;
  readonly onDelete: (q: QuestionBody) => void;
}

/** One question, its buttons, and the questions its answers open, nested under it. */
function QuestionRow({ q, parent, index, count, readOnly, busy, vm, onDelete }: RowProps) {
  const { t, i18n } = useTranslation('trade-ins');
  const text = localized(i18n.language, q.question, q.question_fr);
  const other = i18n.language.startsWith('fr') ? q.question : q.question_fr;
  const shownWhen = parent === null ? null : parentAnswers(parent).find((a) => a.value === q.parent_answer);
  const answerLabel = shownWhen === undefined || shownWhen === null ? q.parent_answer ?? ''
    : parent?.field_type === 'yes_no' ? t(`questionnaire.answer.${shownWhen.value}`) : localized(i18n.language, shownWhen.label, shownWhen.label_fr);
  return (
    <Box component="li" style={{ listStyle: 'none' }} aria-label={text}>
      <Paper withBorder p="sm" radius="md">
        <Stack gap={6}>
          {parent !== null && <Text size="xs" c="dimmed">{t('questionnaire.shown_when', { answer: answerLabel })}</Text>}
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{text}</Text>
              {/* The other language's text, for checking the translation: named as such, its words tagged with their language (not the page's). */}
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {other.trim() === '' ? t('questionnaire.other_missing') : <>{t('questionnaire.in_other_language')} <span lang={i18n.language.startsWith('fr') ? 'en-CA' : 'fr-CA'}>{other}</span></>}
              </Text>
              <Group gap={6}>
                <Badge variant="light" size="sm">{t(`questionnaire.types.${q.field_type}`)}</Badge>
                {q.required && <Badge variant="outline" color="orange" size="sm">{t('questionnaire.required')}</Badge>}
                {q.checkboxes.length > 0 && <Text size="xs" c="dimmed">{q.checkboxes.map((o) => localized(i18n.language, o.label, o.label_fr)).join(' · ')}</Text>}
              </Group>
            </Stack>
            {!readOnly && (
              <Group gap={4} wrap="wrap" justify="flex-end">
                <Button size="compact-sm" variant="subtle" disabled={busy || index === 0} onClick={() => void vm.move(q.id, -1)}
                  aria-label={t('questionnaire.move_up_label', { question: text })}>{t('questionnaire.move_up')}</Button>
                <Button size="compact-sm" variant="subtle" disabled={busy || index === count - 1} onClick={() => void vm.move(q.id, 1)}
                  aria-label={t('questionnaire.move_down_label', { question: text })}>{t('questionnaire.move_down')}</Button>
                <Button size="compact-sm" variant="light" onClick={() => vm.edit(q.id)} aria-label={t('questionnaire.edit_label', { question: text })}>{t('questionnaire.edit')}</Button>
                {isBranching(q.field_type) && (
                  <Button size="compact-sm" variant="light" onClick={() => vm.add(q.id)} aria-label={t('questionnaire.add_child_label', { question: text })}>{t('questionnaire.add_child')}</Button>
                )}
                <Button size="compact-sm" variant="light" color="red" disabled={busy} onClick={() => onDelete(q)}
                  aria-label={t('questionnaire.delete_label', { question: text })}>{t('questionnaire.delete')}</Button>
              </Group>
            )}
          </Group>
        </Stack>
      </Paper>
      {q.children.length > 0 && (
        <Box component="ul" p={0} m={0} mt="xs" pl={{ base: 'sm', sm: 'xl' }} style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)', borderLeft: '2px solid var(--mantine-color-gray-3)' }}
          aria-label={t('questionnaire.children_of', { question: text })}>
          {q.children.map((c, i) => <QuestionRow key={c.id} q={c} parent={q} index={i} count={q.children.length} readOnly={readOnly} busy={busy} vm={vm} onDelete={onDelete} />)}
        </Box>
      )}
    </Box>
  );
}

/** /questionnaire: the store's trade-in questions (spec 000 section 2.1; not sales reps, not sales managers). */
export function QuestionnairePage() {
  const { t, i18n } = useTranslation('trade-ins');
  const factory = useInjection(TradeInTokens.questionnaire);
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const readOnly = user?.is_dealer_vw_corporate ?? true;
  const vm = useViewModel(factory, (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });

  const confirmDelete = async (q: QuestionBody) => {
    if (state.kind !== 'ready') return;
    const under = countUnder(state.tree, q.id) - 1;
    const ok = await confirmWith(t, under > 0 ? 'questionnaire.confirm_delete_children' : 'questionnaire.confirm_delete', {
      danger: true, values: { question: localized(i18n.language, q.question, q.question_fr), count: under },
    });
    if (ok) await vm.remove(q.id);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('questionnaire.title')} intro={t('questionnaire.intro')} />
      {readOnly && <Alert color="blue" variant="light">{t('questionnaire.read_only')}</Alert>}
      {state.kind === 'loading' && <Stack role="progressbar" aria-busy="true" aria-label={t('questionnaire.loading')}>{[1, 2, 3].map((i) => <Skeleton key={i} height={72} radius="md" />)}</Stack>}
      {state.kind === 'failed' && (
        <Stack gap="xs" align="flex-start">
          {state.problem === null ? <Alert color="red" role="alert">{t('questionnaire.failed')}</Alert> : <ProblemAlert problem={state.problem} />}
          <Button size="xs" onClick={() => void vm.retry()}>{t('questionnaire.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" role="status" c="teal.9" fw={600}>{state.done === null ? '' : t(`questionnaire.done.${state.done}`)}</Text>
            {!readOnly && <Button onClick={() => vm.add(null)}>{t('questionnaire.add')}</Button>}
          </Group>
          <ProblemAlert problem={state.problem} />
          {state.tree.length === 0
            ? <Paper withBorder p="lg" radius="md"><Text c="dimmed">{t('questionnaire.empty')}</Text></Paper>
            : (
              <Box component="ul" p={0} m={0} style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }} aria-label={t('questionnaire.list')}>
                {state.tree.map((q, i) => <QuestionRow key={q.id} q={q} parent={null} index={i} count={state.tree.length} readOnly={readOnly} busy={state.busy !== null} vm={vm} onDelete={(x) => void confirmDelete(x)} />)}
              </Box>
            )}
          <QuestionEditorDialog editor={state.editor} vm={vm} />
        </Stack>
      )}
    </Stack>
  );
}
