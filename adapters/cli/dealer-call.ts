import * as E from 'fp-ts/Either';
import type { ActingStaffRefusal } from '@dealer-panel/core/access/acting-staff';
import type { DealershipContext } from '@dealer-panel/core/access/dealership-context';
import { fail, ok, readArgs } from './cli-args';
import type { CliDeps, CliIo, CliOutput, WireAnswer } from './cli-deps';

/** The largest id a row can have (PostgreSQL's integer): a larger one is a typo, not a query. */
export const MAX_ID = 2_147_483_647;

/** The options every dealer command takes: who acts, where, and the request's JSON. */
export const ACTOR_USAGE = '--as EMAIL --dealership ID';

/** A positive id of a flag, else null. */
export function idOf(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** Why --as cannot act at --dealership, as a coded JSON error (exit 1: the rows exist or not; the usage was right). */
export function actorRefusal(r: ActingStaffRefusal): { readonly code: string; readonly detail: string } {
  switch (r._tag) {
    case 'UnknownStaff': return { code: 'unknown_staff', detail: `no staff account has the e-mail ${r.email} (--as)` };
    case 'UnknownDealership': return { code: 'unknown_dealership', detail: `dealership ${r.dealershipId} does not exist (--dealership)` };
    case 'StaffDeactivated': return { code: 'staff_deactivated', detail: `the account ${r.email} is deactivated` };
    case 'NoRoleAtDealership': return { code: 'no_role', detail: `${r.email} has no role at dealership ${r.dealershipId}` };
  }
}

type Flags = Readonly<Record<string, { readonly type: 'string' }>>;

export interface DealerCommand<F extends Flags> {
  readonly name: string;
  /** The command's own string flags besides --as, --dealership and --json (an id flag is checked by `ids`). */
  readonly flags: F;
  /** The flags that must be a positive id. */
  readonly ids: readonly (keyof F & string)[];
  /** Whether the command reads the request's JSON (--json BODY, else stdin). */
  readonly body: boolean;
  readonly call: (ctx: DealershipContext, values: { readonly [K in keyof F]?: string }, ids: Readonly<Record<string, number>>, body: unknown) => Promise<WireAnswer>;
}

/** The JSON of --json or stdin: a JSON object, else a usage error (exit 2). */
async function readBody(name: string, given: string | undefined, io: CliIo): Promise<E.Either<CliOutput, unknown>> {
  const text = given ?? (await io.readStdin());
  if (text.trim() === '') return E.left(fail(2, `${name}: give the request's JSON with --json '{…}' or on stdin\n`));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return E.left(fail(2, `${name}: the request is not JSON (${error instanceof Error ? error.message : String(error)})\n`));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return E.left(fail(2, `${name}: the request must be a JSON object {…}\n`));
  return E.right(body);
}

/**
 * A dealer command: flags (bad usage: exit 2 with one line on stderr), the acting staff member
 * (refused: exit 1 with a coded error), the request's JSON, the call: its answer as JSON on stdout
 * (exit 0), or its problem+json (the API's body, with per-field `errors`) on stderr (exit 1).
 */
export async function runDealerCommand<F extends Flags>(command: DealerCommand<F>, args: readonly string[], deps: CliDeps, io: CliIo): Promise<CliOutput> {
  const { name } = command;
  const read = readArgs(name, args, { as: { type: 'string' }, dealership: { type: 'string' }, json: { type: 'string' }, ...command.flags });
  if (!read.ok) return read.output;
  const values = read.values as unknown as { readonly as?: string; readonly dealership?: string; readonly json?: string } & { readonly [K in keyof F]?: string };
  if (values.as === undefined || values.as.trim() === '') return fail(2, `${name}: --as EMAIL is required (the staff member who acts)\n`);
  const dealershipId = idOf(values.dealership);
  if (dealershipId === null) return fail(2, `${name}: --dealership takes the id of the store to act at\n`);
  const ids: Record<string, number> = {};
  for (const flag of command.ids) {
    const id = idOf(values[flag]);
    if (id === null) return fail(2, `${name}: --${flag} takes an id (a whole number from 1)\n`);
    ids[flag] = id;
  }
  if (!command.body && values.json !== undefined) return fail(2, `${name}: takes no --json\n`);
  const body = command.body ? await readBody(name, values.json, io) : E.right(null);
  if (E.isLeft(body)) return body.left;
  const ctx = await deps.actAs(values.as, dealershipId);
  if (E.isLeft(ctx)) return fail(1, `${JSON.stringify(actorRefusal(ctx.left))}\n`);
  const answer = await command.call(ctx.right, values, ids, body.right);
  return answer.ok ? ok(`${JSON.stringify(answer.body, null, 2)}\n`) : fail(1, `${JSON.stringify(answer.problem)}\n`);
}
