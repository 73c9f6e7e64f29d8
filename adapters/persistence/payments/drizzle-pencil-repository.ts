import { and, desc, eq } from 'drizzle-orm';
import { fullName } from '@dealer-panel/core/shared/person-name';
import { PENCIL_SOURCES, type Pencil, type PencilSource } from '@dealer-panel/core/payments/desking/pencil';
import type { PencilRepository } from '@dealer-panel/core/payments/desking/pencil-repository';
import type { PaymentDetails } from '@dealer-panel/core/payments/pricing-inputs';
import type { Db } from '../shared/database';
import { users } from '../access/schema';
import { deskingPencils } from './schema';

type Row = typeof deskingPencils.$inferSelect;

const sourceOf = (s: string): PencilSource => PENCIL_SOURCES.find((x) => x === s) ?? 'worksheet';

function pencilOf(row: Row, name: { firstName: string | null; lastName: string | null } | null): Pencil {
  return {
    id: row.id, paymentTypeId: row.paymentTypeId, userId: row.userId, at: row.createdAt.toISOString(), source: sourceOf(row.source),
    changed: row.changed, oldPaymentCents: row.oldPaymentCents, newPaymentCents: row.newPaymentCents,
    // Written by `add` from a PaymentDetails, read back as such.
    snapshot: row.snapshot as unknown as PaymentDetails,
    userName: name === null || name.firstName === null || name.lastName === null ? null : fullName({ firstName: name.firstName, lastName: name.lastName }),
  };
}

/** Append-only; `at` is the use case's clock (the pencil says when the deal changed). */
export function drizzlePencilRepository(db: Db): PencilRepository {
  const select = () => db.select({ row: deskingPencils, firstName: users.firstName, lastName: users.lastName })
    .from(deskingPencils).leftJoin(users, eq(users.id, deskingPencils.userId));
  return {
    async add(p) {
      const [row] = await db.insert(deskingPencils).values({
        paymentTypeId: p.paymentTypeId, userId: p.userId, source: p.source, changed: [...p.changed], oldPaymentCents: p.oldPaymentCents,
        newPaymentCents: p.newPaymentCents, snapshot: { ...p.snapshot }, createdAt: new Date(p.at),
      }).returning();
      if (row === undefined) throw new Error('desking_pencils insert returned no row');
      const [named] = await select().where(eq(deskingPencils.id, row.id));
      return pencilOf(row, named ?? null);
    },
    async list(paymentTypeId, limit) {
      const rows = await select().where(eq(deskingPencils.paymentTypeId, paymentTypeId)).orderBy(desc(deskingPencils.id)).limit(limit);
      return rows.map((r) => pencilOf(r.row, r));
    },
    async get(paymentTypeId, pencilId) {
      const [r] = await select().where(and(eq(deskingPencils.paymentTypeId, paymentTypeId), eq(deskingPencils.id, pencilId)));
      return r === undefined ? null : pencilOf(r.row, r);
    },
  };
}
