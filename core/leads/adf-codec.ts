import type { Either } from 'fp-ts/Either';
import type { AdfLead } from './adf-lead';
import type { AdfDocument } from './import-adf-leads';

/** Why a document is refused whole (nothing of it is stored); `detail` says it in English for logs and API clients. */
export interface AdfRefusal {
  readonly code: 'xml_too_large' | 'xml_malformed' | 'xml_declaration_forbidden' | 'xml_too_deep' | 'xml_too_many_elements' | 'adf_not_adf' | 'adf_no_prospect' | 'adf_too_many_prospects';
  readonly detail: string;
}

/**
 * Reads and writes ADF 1.0 XML (an adapter: fast-xml-parser). `read` refuses what is not a
 * well-formed, bounded ADF document (DOCTYPE and entity declarations included) and gives the
 * prospects' texts and the bytes' SHA-256; `write` gives an ADF document of the leads, every
 * text escaped.
 */
export interface AdfCodec {
  read(bytes: Uint8Array, fileName: string): Either<AdfRefusal, AdfDocument>;
  write(leads: readonly AdfLead[]): string;
}
