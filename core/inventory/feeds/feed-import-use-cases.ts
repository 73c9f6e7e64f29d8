import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../../shared/errors';
import { pageOf, type Page } from '../../shared/page';
import { guessMapping, resolveMapping, type ColumnMapping, type MappingProblem } from '../../shared/tabular/columns';
import type { ByteSource, TabularEncoding, TabularSeparator } from '../../shared/tabular/tabular-file';
import { mayImportInventory } from './feed-access';
import { FEED_DICTIONARY, type FeedField } from './feed-fields';
import type { FeedSettings, ImportRowReport, ImportSummary, RowOutcome } from './feed-import-repository';
import type { FileRefused, UndoRefused } from './feed-import-use-cases-errors';
import { importFeed, type FeedImportDeps } from './import-feed';

export const IMPORTS_PAGE_SIZE = 25;
export const REPORT_PAGE_SIZE = 100;
const PREVIEW_ROWS = 5;

export interface FeedPreview {
  readonly encoding: TabularEncoding;
  readonly separator: TabularSeparator;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly guess: ColumnMapping<FeedField>;
  readonly savedProblems: readonly MappingProblem[];
}


const guard = <A, Err>(ctx: DealershipContext, action: string, run: () => Promise<E.Either<Err, A>>): TE.TaskEither<Err | Forbidden, A> => async () =>
  (mayImportInventory(ctx.actor) ? run() : E.left(forbidden(action)));

/** A saved mapping: known fields only, each naming 1–50 headers of at most 200 characters. */
export function checkMapping(mapping: Readonly<Record<string, readonly string[]>>): E.Either<InvalidInput, ColumnMapping<FeedField>> {
  const errors: Record<string, [string]> = {};
  for (const [field, columns] of Object.entries(mapping)) {
    if (!Object.hasOwn(FEED_DICTIONARY, field)) errors[`mapping.${field}`] = ['mapping.field_unknown'];
    else if (columns.length > 50 || columns.some((c) => c.trim() === '' || c.length > 200)) errors[`mapping.${field}`] = ['mapping.column_invalid'];
    else if (columns.length > 1 && FEED_DICTIONARY[field as FeedField].many !== true) errors[`mapping.${field}`] = ['mapping.one_column'];
  }
  if (Object.keys(errors).length > 0) return E.left(invalidInput(errors as never));
  return E.right(mapping as ColumnMapping<FeedField>);
}

/** The inventory feed use cases bound to their ports. */
export const feedImportUseCases = (deps: FeedImportDeps) => ({
  import: importFeed(deps),

  /** A file's headers, first rows and guesses, for the mapping screen; nothing stored. */
  preview: (ctx: DealershipContext, source: ByteSource): TE.TaskEither<Forbidden | FileRefused, FeedPreview> => guard(ctx, 'import_inventory', async () => {
    const opened = await deps.openTabular(source, deps.limits);
    if (E.isLeft(opened)) return E.left({ _tag: 'FileRefused' as const, problem: opened.left });
    const rows: (readonly string[])[] = [];
    for await (const row of opened.right.rows) {
      if (E.isLeft(row)) return E.left({ _tag: 'FileRefused' as const, problem: row.left });
      rows.push(row.right.cells);
      if (rows.length >= PREVIEW_ROWS) break;
    }
    const saved = (await deps.imports.settings(ctx.dealership.id)).mapping;
    const { headers, encoding, separator } = opened.right;
    return E.right({ encoding, separator, headers, rows, guess: guessMapping(headers, FEED_DICTIONARY), savedProblems: saved === null ? [] : resolveMapping(headers, saved, FEED_DICTIONARY).problems });
  }),

  list: (ctx: DealershipContext, page: number): TE.TaskEither<Forbidden, Page<ImportSummary>> => guard(ctx, 'import_inventory', async () => {
    const { count, items } = await deps.imports.list(ctx.dealership.id, page, IMPORTS_PAGE_SIZE);
    return E.right(pageOf(count, page, IMPORTS_PAGE_SIZE, items));
  }),

  get: (ctx: DealershipContext, id: number): TE.TaskEither<Forbidden | NotFound, ImportSummary> => guard(ctx, 'import_inventory', async () => {
    const found = await deps.imports.byId(ctx.dealership.id, id);
    return found === null ? E.left(notFound) : E.right(found);
  }),

  report: (ctx: DealershipContext, id: number, page: number, outcome: RowOutcome | null): TE.TaskEither<Forbidden | NotFound, Page<ImportRowReport>> =>
    guard(ctx, 'import_inventory', async () => {
      const found = await deps.imports.rows(ctx.dealership.id, id, page, REPORT_PAGE_SIZE, outcome);
      return found === null ? E.left(notFound) : E.right(pageOf(found.count, page, REPORT_PAGE_SIZE, found.items));
    }),

  undo: (ctx: DealershipContext, id: number, ip: string): TE.TaskEither<Forbidden | NotFound | UndoRefused, ImportSummary> => guard(ctx, 'undo_inventory_import', async () => {
    const outcome = await deps.imports.undo(ctx.dealership.id, id, {
      userId: ctx.user.id, at: deps.clock.now(), audit: { action: 'inventory_import_undone', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: {} },
    });
    if (outcome._tag === 'not_found') return E.left(notFound);
    if (outcome._tag === 'refused') return E.left({ _tag: 'UndoRefused', reason: outcome.reason, stockNumbers: outcome.stockNumbers });
    return E.right(outcome.summary);
  }),

  settings: (ctx: DealershipContext): TE.TaskEither<Forbidden, FeedSettings> => guard(ctx, 'import_inventory', async () => E.right(await deps.imports.settings(ctx.dealership.id))),

  saveSettings: (ctx: DealershipContext, settings: Omit<FeedSettings, 'pull' | 'mapping'> & { readonly mapping: Readonly<Record<string, readonly string[]>> | null }): TE.TaskEither<Forbidden | InvalidInput, FeedSettings> =>
    guard(ctx, 'import_inventory', async () => {
      const mapping = settings.mapping === null ? E.right(null) : checkMapping(settings.mapping);
      if (E.isLeft(mapping)) return mapping;
      return E.right(await deps.imports.saveSettings(ctx.dealership.id, { ...settings, mapping: mapping.right }, deps.clock.now()));
    }),
});
export type FeedImportUseCases = ReturnType<typeof feedImportUseCases>;
