/** Uploaded pictures and PDFs kept in the database (`media`): add-on pictures, avatars, store logos. */

/** An uploaded file already checked and cleaned by the adapter that received it. */
export interface NewMedia {
  readonly contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly sha256: string;
}

export interface StoredMedia {
  readonly id: string;
  readonly contentType: string;
  readonly fileName: string;
  readonly size: number;
  readonly sha256: string;
  readonly bytes: Uint8Array;
  readonly createdAt: Date;
}
