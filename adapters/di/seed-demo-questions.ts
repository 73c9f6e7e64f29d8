import { and, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { parseQuestion, type QuestionFields } from '@dealer-panel/core/trade-ins/questions';
import { dealerships } from '../persistence/access/schema';
import { STORES } from '../persistence/seed/demo-stores';
import type { Ports } from './ports';
import { claimDemoStep } from '../persistence/seed/demo-step';

export const DEMO_QUESTIONS_MARKER = 'demo_seed_trade_in_questions';

interface DemoQuestion {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly children?: readonly DemoQuestion[];
}

/** What a used-car manager asks about every trade-in: none required, so that a trade-in saved without them still saves. */
const QUESTIONNAIRE: readonly DemoQuestion[] = [
  {
    fields: { question: 'Has the vehicle been in an accident?', question_fr: 'Le véhicule a-t-il déjà été accidenté?', field_type: 'yes_no', description: 'Any collision, even a minor one.', description_fr: 'Toute collision, même mineure.' },
    children: [
      { fields: { question: 'Was it repaired by a body shop?', question_fr: 'A-t-il été réparé par un carrossier?', field_type: 'yes_no', parent_answer: 'yes' } },
      { fields: { question: 'What was damaged?', question_fr: 'Qu’est-ce qui a été endommagé?', field_type: 'text', parent_answer: 'yes' } },
    ],
  },
  {
    fields: { question: 'Any warning lights on the dashboard?', question_fr: 'Des voyants sont-ils allumés au tableau de bord?', field_type: 'yes_no' },
    children: [{
      fields: {
        question: 'Which lights?', question_fr: 'Quels voyants?', field_type: 'checkboxes', parent_answer: 'yes',
        checkboxes: [{ label: 'Check engine', label_fr: 'Moteur' }, { label: 'ABS', label_fr: 'ABS' }, { label: 'Airbag', label_fr: 'Coussin gonflable' }, { label: 'Tire pressure', label_fr: 'Pression des pneus' }],
      },
    }],
  },
  {
    fields: {
      question: 'Number of keys', question_fr: 'Nombre de clés', field_type: 'select', description: 'Count the remote fobs too.', description_fr: 'Comptez aussi les télécommandes.',
      checkboxes: [{ label: 'One', label_fr: 'Une' }, { label: 'Two', label_fr: 'Deux' }, { label: 'Three or more', label_fr: 'Trois ou plus' }],
    },
  },
  { fields: { question: 'How many previous owners?', question_fr: 'Combien de propriétaires précédents?', field_type: 'number' } },
];

/**
 * The demo stores' trade-in questionnaires (issue 16 item 4), once (their own marker): the same
 * bilingual questions in each store, written through the repository as an admin's would be.
 */
export async function seedDemoQuestions(p: Ports): Promise<{ readonly seeded: boolean; readonly questions: number }> {
  const db = p.database.db;
  const orgId = await claimDemoStep(db, DEMO_QUESTIONS_MARKER, p.clock.now());
  if (orgId === null) return { seeded: false, questions: 0 };
  const org = { id: orgId };
  let made = 0;
  const add = async (dealershipId: number, parentId: number | null, q: DemoQuestion): Promise<void> => {
    const fields = parseQuestion(q.fields, null);
    if (E.isLeft(fields)) throw new Error(`demo question ${String(q.fields['question'])}: ${JSON.stringify(fields.left)}`);
    const created = await p.tradeInQuestions.create(dealershipId, parentId, fields.right as QuestionFields, p.clock.now());
    made += 1;
    for (const child of q.children ?? []) await add(dealershipId, created.id, child);
  };
  for (const store of STORES) {
    const [d] = await db.select({ id: dealerships.id }).from(dealerships).where(and(eq(dealerships.organizationId, org.id), eq(dealerships.name, store.name)));
    if (!d) continue;
    for (const q of QUESTIONNAIRE) await add(d.id, null, q);
  }
  return { seeded: true, questions: made };
}
