/** The inventory feed use cases' refusals, for the driving adapters to map. */
export type { FileRefused, ImportFeedError, ImportRunning, MappingRefused } from './import-feed';

export type UndoRefused = { readonly _tag: 'UndoRefused'; readonly reason: 'dry_run' | 'already_undone' | 'not_finished' | 'changed_since'; readonly stockNumbers: readonly string[] };
