import { Checkbox, Group, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answerField, answerKey, askedQuestions } from '@dealer-panel/core/trade-ins/question-answers';
import type { QuestionNode } from '@dealer-panel/core/trade-ins/questions';
import type { Answer } from '@dealer-panel/core/trade-ins/trade-in';
import type { QuestionBody } from '../../adapters/http/contract/trade-ins/trade-ins';
import type { FieldErrorMap } from './form-problem';

export type Answers = Readonly<Record<string, Answer>>;

/** The wire's questions as core reads them (the same tree, core's field names). */
export function nodesOf(questions: readonly QuestionBody[]): readonly QuestionNode[] {
  return questions.map((q) => ({
    id: q.id, dealershipId: 0, parentId: q.parent, order: q.order, question: q.question, questionFr: q.question_fr,
    description: q.description, descriptionFr: q.description_fr, fieldType: q.field_type, required: q.required, parentAnswer: q.parent_answer,
    checkboxes: q.checkboxes.map((o) => ({ value: o.value, label: o.label, labelFr: o.label_fr })), children: nodesOf(q.children),
  }));
}

const blank = (a: Answer | undefined) => a === undefined || (typeof a === 'string' && a.trim() === '') || (Array.isArray(a) && a.length === 0);

/** What is sent: the answers of the questions asked given the answers, blanks left out (a closed branch's answers go). */
export function answersToSend(questions: readonly QuestionBody[], answers: Answers): Answers {
  const asked = askedQuestions(nodesOf(questions), answers);
  return Object.fromEntries(asked.map((q) => [answerKey(q.id), answers[answerKey(q.id)]] as const).filter(([, a]) => !blank(a))) as Answers;
}

const localized = (language: string, en: string, fr: string): string => (language.startsWith('fr') && fr.trim() !== '' ? fr : en);

/**
 * The store's questionnaire as a form (the dealer's trade-in page and the customer's): the
 * questions asked given the answers so far, each child under its parent once the parent's answer
 * opens it, each answer's error beside it (`answers.<id>`).
 */
export function TradeInQuestionsForm({ questions, answers, errors, readOnly, message, onChange }: {
  readonly questions: readonly QuestionBody[];
  readonly answers: Answers;
  readonly errors: FieldErrorMap;
  readonly readOnly: boolean;
  /** The sentence of a field's error codes (the page's own lookup). */
  readonly message: (field: string, codes: readonly string[] | undefined) => string | null;
  readonly onChange: (id: number, answer: Answer) => void;
}) {
  const { t, i18n } = useTranslation('common');
  if (questions.length === 0) return null;
  const asked = askedQuestions(nodesOf(questions), answers);
  const depth = (q: QuestionNode): number => (q.parentId === null ? 0 : 1 + depth(asked.find((x) => x.id === q.parentId) ?? { ...q, parentId: null }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="trade-in-questionnaire">
      <Title order={3} size="h5" id="trade-in-questionnaire">{t('trade_in_questions.title')}</Title>
      {asked.map((q) => {
        const key = answerKey(q.id);
        const label = localized(i18n.language, q.question, q.questionFr);
        const description = localized(i18n.language, q.description, q.descriptionFr) || undefined;
        const error = message(answerField(q.id), errors[answerField(q.id)]);
        const a = answers[key];
        const options = q.checkboxes.map((o) => ({ value: o.value, label: localized(i18n.language, o.label, o.labelFr) }));
        const common = { label, description, error, required: q.required };
        return (
          <div key={q.id} style={{ paddingLeft: `calc(${depth(q)} * var(--mantine-spacing-lg))` }}>
            {q.fieldType === 'yes_no' && (
              <Radio.Group {...common} value={a === true ? 'yes' : a === false ? 'no' : ''} onChange={(v) => !readOnly && onChange(q.id, v === 'yes')}>
                <Group gap="lg" mt={4}>
                  <Radio value="yes" label={t('trade_in_questions.yes')} disabled={readOnly} />
                  <Radio value="no" label={t('trade_in_questions.no')} disabled={readOnly} />
                </Group>
              </Radio.Group>
            )}
            {q.fieldType === 'text' && <TextInput {...common} value={typeof a === 'string' ? a : ''} readOnly={readOnly} maxLength={500} onChange={(e) => onChange(q.id, e.currentTarget.value)} />}
            {q.fieldType === 'number' && (
              <TextInput {...common} value={typeof a === 'string' ? a : ''} readOnly={readOnly} inputMode="numeric" maxLength={7} w={{ base: '100%', xs: 200 }}
                onChange={(e) => onChange(q.id, e.currentTarget.value.replace(/\D/g, ''))} />
            )}
            {q.fieldType === 'select' && (
              <Select {...common} data={options} value={typeof a === 'string' && a !== '' ? a : null} readOnly={readOnly} placeholder={t('trade_in_questions.choose')}
                onChange={(v) => onChange(q.id, v ?? '')} clearable={!q.required} maw={420} />
            )}
            {q.fieldType === 'checkboxes' && (
              <Checkbox.Group {...common} value={Array.isArray(a) ? [...a] : []} onChange={(v) => !readOnly && onChange(q.id, v)}>
                <Group gap="md" mt={4}>{options.map((o) => <Checkbox key={o.value} value={o.value} label={o.label} disabled={readOnly} />)}</Group>
              </Checkbox.Group>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
