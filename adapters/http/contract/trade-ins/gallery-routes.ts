import { Empty } from '../common';
import { GalleryShareResponse, PictureBody, PictureSlotsResponse, PublicGalleryResponse } from './gallery';
import { route } from '../access/access-routes';

const D = '/api/dealer';
const C = '/api/customer/trade_in';
const P = '/api/public';
const FILE = 'multipart/form-data with one field `file`: a JPEG, PNG or WebP photo (the type read from the bytes; HEIC is refused with file.heic_not_supported when it cannot be decoded), at most 10 MB. '
  + 'The picture is re-encoded (JPEG, at most 2048 px a side, orientation applied, EXIF and GPS position removed) and replaces the slot\'s picture. '
  + '400 field codes: slot `choice.invalid`; file `required`, `file.too_large` (413 past 10 MB), `file.type_not_allowed`, `file.type_mismatch` (the name or type says otherwise), `file.not_an_image` (bytes that do not decode), `file.heic_not_supported`. Nothing is stored on a refusal.';
const RIGHTS = 'A sales rep reaches their own and unassigned customers\' trade-ins only (404 otherwise, as another store\'s); corporate users may look, not write (403).';
const CUSTOMER = 'With the deal link\'s token in X-Deal-Token (as the other customer trade-in calls); 409 trade_in_missing before the trade-in is submitted, 409 trade_in_locked while an offer awaits an answer or once accepted; a staff member\'s view writes nothing (403).';

/** The trade-in's pictures and gallery (issue 16.5): gallery/{id}/ is spec 001's; the others are designed here. */
export const galleryRoutes = {
  pictures: route({ method: 'GET', path: `${D}/trade-in/{id}/pictures/`, auth: 'verified', response: PictureSlotsResponse, designed: true, summary: `The trade-in's seven picture slots with 5-minute signed links, and the upload rules. ${RIGHTS}` }),
  upload: route({ upload: { field: 'file', holds: 'picture' }, method: 'PUT', path: `${D}/trade-in/{id}/pictures/{slot}/`, auth: 'verified', response: PictureBody, designed: true, summary: `Puts a picture in a slot (front, back, left, right, dashboard, seat_interior, vin): ${FILE} ${RIGHTS}` }),
  remove: route({ method: 'DELETE', path: `${D}/trade-in/{id}/pictures/{slot}/`, auth: 'verified', response: Empty, status: 204, designed: true, summary: `Removes the slot's picture (404 when empty). ${RIGHTS}` }),
  gallery: route({
    method: 'GET', path: `${D}/gallery/{id}/`, auth: 'verified', response: GalleryShareResponse,
    summary: `The trade-in's (id = trade-in id) picture slots with signed links, and a new gallery link to share: /dealer/gallery/<token>, no sign-in, good for 7 days (a 256-bit token; only its hash is kept, so each call makes a new link; the older ones keep working until they expire). An audit row names who shared it. ${RIGHTS}`,
  }),
  publicGallery: route({ method: 'GET', path: `${P}/gallery/{token}/`, auth: 'none', response: PublicGalleryResponse, designed: true, summary: 'What a shared gallery link shows (no sign-in): the vehicle, the dealership and the pictures. An unknown or expired token: 404 not_found (the same answer for both). Rate-limited per address.' }),
  publicGalleryPicture: route({ method: 'GET', path: `${P}/gallery/{token}/pictures/{id}/`, auth: 'none', response: Empty, designed: true, summary: 'One picture of a shared gallery (image/jpeg), while the link lasts; 404 otherwise. Rate-limited per address.' }),
  picture: route({ method: 'GET', path: `${P}/trade-in-picture/{token}/`, auth: 'none', response: Empty, designed: true, summary: 'A picture\'s bytes (image/jpeg) by the 5-minute signed link of the pictures calls; a forged, altered or expired link, or a replaced picture: 404. Rate-limited per address.' }),
  customerPictures: route({ method: 'GET', path: `${C}/{id}/pictures/`, auth: 'none', response: PictureSlotsResponse, designed: true, summary: `The deal's trade-in picture slots for its customer (id = the deal). ${CUSTOMER}` }),
  customerUpload: route({ upload: { field: 'file', holds: 'picture' }, method: 'PUT', path: `${C}/{id}/pictures/{slot}/`, auth: 'none', response: PictureBody, designed: true, summary: `The customer puts a picture in a slot: ${FILE} ${CUSTOMER}` }),
  customerRemove: route({ method: 'DELETE', path: `${C}/{id}/pictures/{slot}/`, auth: 'none', response: Empty, status: 204, designed: true, summary: `The customer removes a slot's picture. ${CUSTOMER}` }),
} as const;
