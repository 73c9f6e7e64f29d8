import * as E from 'fp-ts/Either';
import { detectDocumentType, liesAboutType } from '../documents/document';
import type { FieldErrors } from '../shared/validation';
import { PICTURE_SLOTS, type PictureSlot } from './trade-in';

/**
 * The trade-in's pictures (issue 16 item 5): one picture per slot (front, back, left, right,
 * dashboard, seat interior, VIN). A picture is an image read from its bytes (JPEG, PNG, WebP; HEIC
 * is recognised and refused with its own message when the server cannot decode it), at most 10 MB
 * as sent, then re-encoded by the ImageEncoder port: metadata (EXIF, GPS position) gone, the
 * orientation applied, at most MAX_PICTURE_SIDE pixels a side.
 */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** The longest side of a stored picture: a laptop's larger view, sharp enough for a scratch. */
export const MAX_PICTURE_SIDE = 2048;
export const PICTURE_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type PictureInputType = (typeof PICTURE_INPUT_TYPES)[number];

export const isPictureSlot = (s: string): s is PictureSlot => (PICTURE_SLOTS as readonly string[]).includes(s);

/** What is kept of a picture: the re-encoded bytes' type and size. */
export interface EncodedPicture {
  readonly bytes: Uint8Array;
  readonly contentType: 'image/jpeg';
  readonly width: number;
  readonly height: number;
}

/**
 * Decodes an image and encodes it again (adapters/system/sharp-image-encoder.ts: sharp). Contract
 * (adapters/system/sharp-image-encoder.test.ts): the answer carries no metadata (no EXIF, GPS, XMP or
 * ICC comment), is turned upright by its orientation tag, fits in `maxSide` × `maxSide` (never
 * enlarged) and is a JPEG; `undecodable` for bytes that are no image it can read (a lying or broken
 * file), `unsupported` for a HEIC it cannot decode. It never throws for bad bytes.
 */
export interface ImageEncoder {
  reencode(bytes: Uint8Array, maxSide: number): Promise<EncodedPicture | 'undecodable' | 'unsupported'>;
}

export interface PictureUpload {
  readonly fileName: string;
  readonly claimedType: string;
  readonly bytes: Uint8Array;
}

/**
 * The slot and the file, every bad field at once: slot `choice.invalid`; file `required`,
 * `file.too_large`, `file.type_not_allowed` (no image: a PDF, a text, an executable…),
 * `file.type_mismatch` (the name or claimed type says another type than the bytes).
 */
export function checkPicture(slot: string, upload: PictureUpload): E.Either<FieldErrors, { readonly slot: PictureSlot; readonly type: PictureInputType }> {
  const errors: Record<string, [string]> = {};
  if (!isPictureSlot(slot)) errors.slot = ['choice.invalid'];
  const type = detectDocumentType(upload.bytes);
  if (upload.bytes.length === 0) errors.file = ['required'];
  else if (upload.bytes.length > MAX_PICTURE_BYTES) errors.file = ['file.too_large'];
  else if (type === null || type === 'application/pdf') errors.file = ['file.type_not_allowed'];
  else if (liesAboutType(upload.fileName, upload.claimedType, type)) errors.file = ['file.type_mismatch'];
  if (Object.keys(errors).length > 0 || !isPictureSlot(slot) || type === null || type === 'application/pdf') return E.left(errors);
  return E.right({ slot, type });
}

/** Who put the picture there: a member of staff, or the customer through the deal's link. */
export type PictureUploader = { readonly kind: 'staff'; readonly userId: number } | { readonly kind: 'customer' };

export interface StoredPicture {
  readonly id: number;
  readonly dealershipId: number;
  readonly tradeInId: number;
  readonly slot: PictureSlot;
  readonly storageKey: string;
  readonly contentType: string;
  readonly size: number;
  readonly width: number;
  readonly height: number;
  readonly uploadedBy: PictureUploader;
  readonly createdAt: Date;
}

export type NewPicture = Omit<StoredPicture, 'id' | 'createdAt'>;

/**
 * The pictures' records (their bytes are in the FileStore). Contract (tests/api/trade-in-pictures.test.ts,
 * both engines): one picture a slot; `put` replaces the slot's record and answers the storage key it
 * replaced, and keeps the trade-in's `pictures` column (slot → picture id) in the same transaction;
 * `list` and `remove` touch nothing of another dealership.
 */
export interface PictureRepository {
  list(dealershipId: number, tradeInId: number): Promise<readonly StoredPicture[]>;
  /** By id whatever the store: only a signed link (picture-link.ts) names a picture this way. */
  byId(id: number): Promise<StoredPicture | null>;
  put(picture: NewPicture, now: Date): Promise<{ readonly picture: StoredPicture; readonly replacedKey: string | null }>;
  remove(dealershipId: number, tradeInId: number, slot: PictureSlot): Promise<StoredPicture | null>;
}

/** A shared gallery link: only the token's hash is kept (Secrets.hash), with its last instant. */
export interface GalleryLink {
  readonly dealershipId: number;
  readonly tradeInId: number;
  readonly expiresAt: Date;
}

/**
 * Gallery links. Contract (tests/api/trade-in-pictures.test.ts): `find` answers the link of a hash
 * whatever its expiry (the use case reads the clock); `create` also forgets the trade-in's links
 * that expired before `now`.
 */
export interface GalleryLinkRepository {
  create(link: GalleryLink & { readonly tokenHash: string; readonly createdByUserId: number }, now: Date): Promise<void>;
  find(tokenHash: string): Promise<GalleryLink | null>;
}

/** A gallery link is good for 7 days (docs/decisions/trade-ins.md "Trade-in pictures and gallery"): a buyer's appraiser looks within the week. */
export const GALLERY_LINK_DAYS = 7;
