/**
 * The deal's documents (issue 14 item 5, the file-upload step of spec 001): what a dealership asks
 * a buyer for, kept per deal. The type of a file is read from its bytes, never from its name or
 * the type the browser claims (those are only checked against the bytes).
 */
export const DOCUMENT_KINDS = ['drivers_licence', 'proof_of_insurance', 'pay_stub', 'proof_of_residence', 'void_cheque', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isDocumentKind = (s: string): s is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(s);

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/webp'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** At most 10 MB a file (a phone photo of a licence, a scanned multi-page PDF). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** At most 30 documents a deal (every kind, several pay stubs, a few "other"). */
export const MAX_DOCUMENTS_PER_DEAL = 30;

/** Who put the file on the deal: a member of staff, or the customer (from the customer's side). */
export type UploadedBy = { readonly kind: 'staff'; readonly userId: number } | { readonly kind: 'customer' };

export interface Document {
  readonly id: number;
  readonly dealershipId: number;
  readonly orderId: number;
  readonly kind: DocumentKind;
  readonly fileName: string;
  readonly contentType: DocumentType;
  readonly size: number;
  readonly uploadedBy: UploadedBy;
  /** The staff member's full name when uploaded by staff (read at listing time). */
  readonly uploaderName: string | null;
  readonly createdAt: Date;
}

/** A document before it is stored: `storageKey` names its bytes in the FileStore. */
export type NewDocument = Omit<Document, 'id' | 'createdAt' | 'uploaderName'> & { readonly storageKey: string };

const startsWith = (bytes: Uint8Array, offset: number, signature: readonly number[]): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/** The type the bytes really are (by their signature), or null for anything else. */
export function detectDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, 0, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  if (startsWith(bytes, 4, ascii('ftyp')) && HEIC_BRANDS.some((brand) => startsWith(bytes, 8, ascii(brand)))) return 'image/heic';
  return null;
}

const EXTENSIONS: Readonly<Record<string, DocumentType>> = {
  pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', jfif: 'image/jpeg', png: 'image/png', heic: 'image/heic', heif: 'image/heic', webp: 'image/webp',
};
const CLAIMED_TYPES: Readonly<Record<string, DocumentType>> = {
  'application/pdf': 'application/pdf', 'image/jpeg': 'image/jpeg', 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/png': 'image/png',
  'image/heic': 'image/heic', 'image/heif': 'image/heic', 'image/webp': 'image/webp',
};
/** Types that say nothing about the file (a browser that does not know it). */
const UNTOLD_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * Whether the name's extension or the claimed type says something else than the bytes are: a
 * "licence.pdf" that is a PNG, or a PNG sent as application/pdf. A name without an extension and an
 * untold type say nothing; an unknown extension (".exe") or type (text/html) with allowed bytes lies.
 */
export function liesAboutType(fileName: string, claimedType: string, actual: DocumentType): boolean {
  const dot = fileName.lastIndexOf('.');
  const extension = dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  if (extension !== '' && EXTENSIONS[extension] !== actual) return true;
  const claimed = claimedType.split(';')[0]?.trim().toLowerCase() ?? '';
  return !UNTOLD_TYPES.has(claimed) && CLAIMED_TYPES[claimed] !== actual;
}

/** A file name safe to keep and show: no path, no control or odd characters, at most 120 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const kept = base.normalize('NFC').replace(/[^\p{L}\p{N} ._()-]/gu, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return kept.slice(-120) || 'document';
}
