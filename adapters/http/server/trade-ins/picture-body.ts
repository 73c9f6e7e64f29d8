import { PICTURE_INPUT_TYPES, MAX_PICTURE_BYTES, MAX_PICTURE_SIDE, type StoredPicture } from '@dealer-panel/core/trade-ins/picture';
import type { LinkedPicture, PictureSlots, PublicGallery } from '@dealer-panel/core/trade-ins/picture-use-cases';
import { PICTURE_SLOTS } from '@dealer-panel/core/trade-ins/trade-in';
import type { PictureBody, PictureSlotsResponse, PublicGalleryResponse } from '../../contract/trade-ins/gallery';

/** A signed picture link (relative: the page's own origin). */
export const pictureUrl = (token: string): string => `/api/public/trade-in-picture/${encodeURIComponent(token)}/`;

export const pictureBody = (p: StoredPicture, url: string): PictureBody => ({
  id: p.id, slot: p.slot, url, width: p.width, height: p.height, size: p.size, uploaded_by: p.uploadedBy.kind, created: p.createdAt.toISOString(),
});

const linkedBody = (l: LinkedPicture): PictureBody => pictureBody(l.picture, pictureUrl(l.token));

export function slotsBody(s: PictureSlots, mayEdit: boolean): PictureSlotsResponse {
  return {
    trade_in: s.tradeIn.id,
    slots: PICTURE_SLOTS.map((slot) => {
      const found = s.pictures.find((l) => l.picture.slot === slot);
      return { slot, picture: found === undefined ? null : linkedBody(found) };
    }),
    links_expire: s.linksExpireAt.toISOString(), max_bytes: MAX_PICTURE_BYTES, max_side: MAX_PICTURE_SIDE, allowed_types: [...PICTURE_INPUT_TYPES], may_edit: mayEdit,
  };
}

export function publicGalleryBody(g: PublicGallery): PublicGalleryResponse {
  const v = g.tradeIn.fields.vehicle;
  const base = `/api/public/gallery/${encodeURIComponent(g.token)}/pictures`;
  return {
    vehicle: { year: v.year, make: v.make, model: v.model, trim: v.trim, color: v.color, odometer: v.odometer, odometer_unit: v.odometerUnit },
    dealership: { name: g.dealership.name, city: g.dealership.city },
    expires: g.expiresAt.toISOString(),
    pictures: PICTURE_SLOTS.flatMap((slot) => g.pictures.filter((l) => l.picture.slot === slot)
      .map(({ picture: p }) => ({ id: p.id, slot: p.slot, url: `${base}/${p.id}/`, width: p.width, height: p.height }))),
  };
}
