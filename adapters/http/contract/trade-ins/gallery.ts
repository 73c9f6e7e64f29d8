import * as t from 'io-ts';
import { PICTURE_SLOTS } from '@dealer-panel/core/trade-ins/trade-in';
import { Nullable } from '../common';
import { oneOf } from '../enums';

/** The trade-in's pictures and its shared gallery (issue 16 item 5). */
export const PictureSlotCodec = oneOf(PICTURE_SLOTS, 'PictureSlot');

export const PictureBody = t.type({
  id: t.number,
  slot: PictureSlotCodec,
  /** A signed link to the re-encoded JPEG, good for 5 minutes (`links_expire`). */
  url: t.string,
  width: t.number,
  height: t.number,
  /** Bytes, as stored (re-encoded). */
  size: t.number,
  uploaded_by: t.keyof({ staff: null, customer: null }),
  /** ISO date-time. */
  created: t.string,
});
export type PictureBody = t.TypeOf<typeof PictureBody>;

export const PictureSlotBody = t.type({ slot: PictureSlotCodec, picture: Nullable(PictureBody) });
export type PictureSlotBody = t.TypeOf<typeof PictureSlotBody>;

export const PictureSlotsResponse = t.type({
  trade_in: t.number,
  /** Every slot in the spec's order (front, back, left, right, dashboard, seat_interior, vin), null where empty. */
  slots: t.array(PictureSlotBody),
  /** ISO date-time: the pictures' links stop working then; read the slots again. */
  links_expire: t.string,
  /** Upload rules, for the form. */
  max_bytes: t.number,
  max_side: t.number,
  allowed_types: t.array(t.string),
  /** Whether this reader may add, replace or remove pictures. */
  may_edit: t.boolean,
});
export type PictureSlotsResponse = t.TypeOf<typeof PictureSlotsResponse>;

export const GalleryShareResponse = t.intersection([PictureSlotsResponse, t.type({
  /** The gallery's token: shown once (only its hash is kept). */
  token: t.string,
  /** The page to share: <origin>/dealer/gallery/<token>, no sign-in. */
  url: t.string,
  /** ISO date-time: the link answers 404 after it. */
  expires: t.string,
})]);
export type GalleryShareResponse = t.TypeOf<typeof GalleryShareResponse>;

export const PublicGalleryResponse = t.type({
  vehicle: t.type({ year: t.number, make: t.string, model: t.string, trim: t.string, color: t.string, odometer: t.number, odometer_unit: t.keyof({ km: null, mi: null }) }),
  dealership: t.type({ name: t.string, city: t.string }),
  /** ISO date-time: when the link stops working. */
  expires: t.string,
  /** The filled slots only, in the spec's order; each `url` works as long as the gallery link. */
  pictures: t.array(t.type({ id: t.number, slot: PictureSlotCodec, url: t.string, width: t.number, height: t.number })),
});
export type PublicGalleryResponse = t.TypeOf<typeof PublicGalleryResponse>;
