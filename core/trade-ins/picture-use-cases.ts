import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { Dealership, DealershipRepository } from '../access/dealership';
import { requireVisibleCustomer, type CustomerOwnerReader } from '../customers/customer-visibility';
import type { FileStore } from '../documents/document-repository';
import type { OrderRepository } from '../orders/order-repository';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { MessageSigner, Secrets } from '../shared/ports/secrets';
import { lockedBy } from './customer-trade-in';
import { effectiveState, storeDay } from './offer';
import {
  checkPicture, GALLERY_LINK_DAYS, isPictureSlot, MAX_PICTURE_SIDE,
  type GalleryLinkRepository, type ImageEncoder, type PictureRepository, type PictureUpload, type PictureUploader, type StoredPicture,
} from './picture';
import { PICTURE_LINK_SECONDS, pictureToken, readPictureToken } from './picture-link';
import { tradeInLocked, tradeInMissing, type TradeInLocked, type TradeInMissing } from './trade-in-errors';
import type { TradeInRepository } from './trade-in-repository';
import { mayWriteTradeIn } from './trade-in-use-cases';
import type { PictureSlot, StoredTradeIn } from './trade-in';

export interface PictureDeps {
  readonly tradeIns: Pick<TradeInRepository, 'byId' | 'find' | 'owner'>;
  readonly pictures: PictureRepository;
  readonly galleryLinks: GalleryLinkRepository;
  readonly files: FileStore;
  readonly encoder: ImageEncoder;
  readonly orders: Pick<OrderRepository, 'byId'>;
  readonly customerOwners: CustomerOwnerReader;
  readonly signer: MessageSigner;
  readonly secrets: Pick<Secrets, 'token' | 'hash'>;
  readonly clock: Clock;
  readonly audit: AuditLog;
  readonly dealerships: Pick<DealershipRepository, 'byId'>;
}

/** A picture with a signed link to its bytes (5 minutes). */
export interface LinkedPicture { readonly picture: StoredPicture; readonly token: string }

export interface PictureSlots {
  readonly tradeIn: StoredTradeIn;
  readonly pictures: readonly LinkedPicture[];
  readonly linksExpireAt: Date;
}

export interface SharedGallery extends PictureSlots {
  /** The gallery token (shown once: only its hash is kept). */
  readonly token: string;
  readonly expiresAt: Date;
}

/** What a shared link opens: the pictures and the store that shared them. */
export interface PublicGallery extends SharedGallery {
  readonly dealership: Dealership;
}

export type PictureError = Forbidden | NotFound | InvalidInput | TradeInMissing | TradeInLocked;

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** The slot in a path: a known slot, else the per-field refusal. */
const slotOf = (slot: string): E.Either<InvalidInput, PictureSlot> => (isPictureSlot(slot) ? E.right(slot) : E.left(invalidInput({ slot: ['choice.invalid'] })));

/**
 * The trade-in's pictures (issue 16 item 5) and its shared gallery. Staff reach a trade-in as its
 * customer (a sales rep their own and unassigned customers; another store's → NotFound); writing is
 * refused to corporate users as every trade-in write. The customer reaches the deal's trade-in by
 * the deal link and may not change pictures while an offer awaits their answer or once accepted
 * (the pictures are part of what was priced). A refused file stores nothing; a stored one is the
 * re-encoded image only (never the bytes as sent). Every upload, replacement, removal and shared
 * link is an audit row.
 */
export const pictureUseCases = (deps: PictureDeps) => {
  const signed = (pictures: readonly StoredPicture[]): { pictures: LinkedPicture[]; linksExpireAt: Date } => {
    const expiresAt = seconds(deps.clock.now()) + PICTURE_LINK_SECONDS;
    return { pictures: pictures.map((picture) => ({ picture, token: pictureToken(deps.signer, picture.id, expiresAt) })), linksExpireAt: new Date(expiresAt * 1000) };
  };

  /** The store's trade-in whose customer the user may reach, or NotFound. */
  const reach = async (ctx: DealershipContext, tradeInId: number): Promise<E.Either<NotFound, StoredTradeIn>> => {
    const tradeIn = await deps.tradeIns.byId(ctx.dealership.id, tradeInId);
    if (tradeIn === null) return E.left(notFound);
    const visible = await requireVisibleCustomer(deps)(ctx, { kind: 'customer', id: tradeIn.customerId })();
    return E.isLeft(visible) ? visible : E.right(tradeIn);
  };

  const audit = (action: 'trade_in_picture_uploaded' | 'trade_in_picture_deleted', dealershipId: number, userId: number | null, ip: string, p: StoredPicture, replaced: boolean) =>
    deps.audit.record({
      action, userId, dealershipId, ip,
      detail: { trade_in_id: p.tradeInId, slot: p.slot, picture_id: p.id, size: p.size, width: p.width, height: p.height, by: p.uploadedBy.kind, replaced },
    });

  /** Checks, re-encodes and stores one picture in its slot (replacing what was there). */
  const store = async (tradeIn: StoredTradeIn, slot: string, upload: PictureUpload, uploadedBy: PictureUploader, ip: string, userId: number | null): Promise<E.Either<InvalidInput, StoredPicture>> => {
    const checked = checkPicture(slot, upload);
    if (E.isLeft(checked)) return E.left(invalidInput(checked.left));
    const encoded = await deps.encoder.reencode(upload.bytes, MAX_PICTURE_SIDE);
    if (encoded === 'unsupported') return E.left(invalidInput({ file: ['file.heic_not_supported'] }));
    if (encoded === 'undecodable') return E.left(invalidInput({ file: ['file.not_an_image'] }));
    const storageKey = `trade-in-pictures/${tradeIn.dealershipId}/${deps.secrets.token()}`;
    await deps.files.put(storageKey, encoded.bytes, encoded.contentType);
    const { picture, replacedKey } = await deps.pictures.put({
      dealershipId: tradeIn.dealershipId, tradeInId: tradeIn.id, slot: checked.right.slot, storageKey, contentType: encoded.contentType,
      size: encoded.bytes.length, width: encoded.width, height: encoded.height, uploadedBy,
    }, deps.clock.now()).catch(async (error: unknown) => { await deps.files.delete(storageKey); throw error; });
    if (replacedKey !== null) await deps.files.delete(replacedKey);
    await audit('trade_in_picture_uploaded', tradeIn.dealershipId, userId, ip, picture, replacedKey !== null);
    return E.right(picture);
  };

  const removeSlot = async (tradeIn: StoredTradeIn, slot: PictureSlot, ip: string, userId: number | null): Promise<E.Either<NotFound, void>> => {
    const removed = await deps.pictures.remove(tradeIn.dealershipId, tradeIn.id, slot);
    if (removed === null) return E.left(notFound);
    await deps.files.delete(removed.storageKey);
    await audit('trade_in_picture_deleted', tradeIn.dealershipId, userId, ip, removed, false);
    return E.right(undefined);
  };

  const slots = async (tradeIn: StoredTradeIn): Promise<PictureSlots> => ({ tradeIn, ...signed(await deps.pictures.list(tradeIn.dealershipId, tradeIn.id)) });

  /** The deal's trade-in as the customer's link opens it (an archived deal or none: NotFound), and whether it is locked. */
  const customerTradeIn = async (who: { readonly dealershipId: number; readonly orderId: number }): Promise<E.Either<NotFound | TradeInMissing, { tradeIn: StoredTradeIn; locked: TradeInLocked | null }>> => {
    const order = await deps.orders.byId(who.dealershipId, who.orderId);
    if (order === null || order.isArchived) return E.left(notFound);
    const owner = await deps.tradeIns.owner(who.dealershipId, { orderId: who.orderId });
    const tradeIn = await deps.tradeIns.find(who.dealershipId, { orderId: who.orderId });
    if (owner === null) return E.left(notFound);
    if (tradeIn === null) return E.left(tradeInMissing);
    const current = tradeIn.offers[0];
    // An awaiting offer past its day (the store's day) reads expired at once, as the customer's trade-in calls read it.
    const state = current === undefined ? null : effectiveState(current, storeDay(deps.clock.now(), owner.timeZone));
    return E.right({ tradeIn, locked: lockedBy(state) ? tradeInLocked(state) : null });
  };

  return {
    /** A signed link's token to one picture (5 minutes from now): the answer of an upload. */
    sign: (pictureId: number): string => pictureToken(deps.signer, pictureId, seconds(deps.clock.now()) + PICTURE_LINK_SECONDS),

    /** The slots with signed links, for the dealer's page. */
    list: (ctx: DealershipContext, tradeInId: number): TE.TaskEither<NotFound, PictureSlots> => async () => {
      const tradeIn = await reach(ctx, tradeInId);
      return E.isLeft(tradeIn) ? tradeIn : E.right(await slots(tradeIn.right));
    },

    upload: (ctx: DealershipContext, tradeInId: number, slot: string, upload: PictureUpload, ip: string): TE.TaskEither<PictureError, StoredPicture> => async () => {
      if (!mayWriteTradeIn(ctx)) return E.left(forbidden('make_trade_in_offer'));
      const tradeIn = await reach(ctx, tradeInId);
      if (E.isLeft(tradeIn)) return tradeIn;
      return store(tradeIn.right, slot, upload, { kind: 'staff', userId: ctx.user.id }, ip, ctx.user.id);
    },

    remove: (ctx: DealershipContext, tradeInId: number, slot: string, ip: string): TE.TaskEither<PictureError, void> => async () => {
      if (!mayWriteTradeIn(ctx)) return E.left(forbidden('make_trade_in_offer'));
      const known = slotOf(slot);
      if (E.isLeft(known)) return known;
      const tradeIn = await reach(ctx, tradeInId);
      return E.isLeft(tradeIn) ? tradeIn : removeSlot(tradeIn.right, known.right, ip, ctx.user.id);
    },

    /**
     * GET gallery/{id}/: the slots with signed links and a new gallery link to share (256-bit token,
     * its SHA-256 kept, GALLERY_LINK_DAYS); the trade-in's expired links are forgotten meanwhile.
     * Any member of staff who may open the trade-in may share it (corporate users too: it writes
     * nothing of the deal).
     */
    share: (ctx: DealershipContext, tradeInId: number, ip: string): TE.TaskEither<NotFound, SharedGallery> => async () => {
      const tradeIn = await reach(ctx, tradeInId);
      if (E.isLeft(tradeIn)) return tradeIn;
      const now = deps.clock.now();
      const token = deps.secrets.token();
      const expiresAt = new Date(now.getTime() + GALLERY_LINK_DAYS * 86_400_000);
      await deps.galleryLinks.create({ dealershipId: ctx.dealership.id, tradeInId, expiresAt, tokenHash: deps.secrets.hash(token), createdByUserId: ctx.user.id }, now);
      await deps.audit.record({ action: 'trade_in_gallery_shared', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { trade_in_id: tradeInId, expires_at: expiresAt.toISOString() } });
      return E.right({ ...(await slots(tradeIn.right)), token, expiresAt });
    },

    /** The gallery a token opens (no sign-in): unknown, expired, or its trade-in gone → NotFound alike. */
    gallery: (token: string): TE.TaskEither<NotFound, PublicGallery> => async () => {
      if (token.length < 16 || token.length > 100) return E.left(notFound);
      const link = await deps.galleryLinks.find(deps.secrets.hash(token));
      if (link === null || link.expiresAt.getTime() <= deps.clock.now().getTime()) return E.left(notFound);
      const tradeIn = await deps.tradeIns.byId(link.dealershipId, link.tradeInId);
      const dealership = await deps.dealerships.byId(link.dealershipId);
      if (tradeIn === null || dealership === null) return E.left(notFound);
      return E.right({ ...(await slots(tradeIn)), token, expiresAt: link.expiresAt, dealership });
    },

    /** One picture of a shared gallery, while its link lasts (another trade-in's picture: NotFound). */
    galleryPicture: (token: string, pictureId: number): TE.TaskEither<NotFound, { readonly picture: StoredPicture; readonly bytes: Uint8Array }> => async () => {
      if (token.length < 16 || token.length > 100) return E.left(notFound);
      const link = await deps.galleryLinks.find(deps.secrets.hash(token));
      if (link === null || link.expiresAt.getTime() <= deps.clock.now().getTime()) return E.left(notFound);
      const picture = await deps.pictures.byId(pictureId);
      if (picture === null || picture.tradeInId !== link.tradeInId || picture.dealershipId !== link.dealershipId) return E.left(notFound);
      const file = await deps.files.get(picture.storageKey);
      return file === null ? E.left(notFound) : E.right({ picture, bytes: file.bytes });
    },

    /** The bytes a signed picture link grants (NotFound once past its 5 minutes, forged, or the picture replaced). */
    bytes: (token: string): TE.TaskEither<NotFound, { readonly picture: StoredPicture; readonly bytes: Uint8Array }> => async () => {
      const id = readPictureToken(deps.signer, token, seconds(deps.clock.now()));
      if (id === null) return E.left(notFound);
      const picture = await deps.pictures.byId(id);
      if (picture === null) return E.left(notFound);
      const file = await deps.files.get(picture.storageKey);
      return file === null ? E.left(notFound) : E.right({ picture, bytes: file.bytes });
    },

    /** The customer's side (the deal link): the slots, an upload and a removal. */
    customerList: (who: { readonly dealershipId: number; readonly orderId: number }): TE.TaskEither<NotFound | TradeInMissing, PictureSlots & { readonly mayEdit: boolean }> => async () => {
      const found = await customerTradeIn(who);
      if (E.isLeft(found)) return found;
      return E.right({ ...(await slots(found.right.tradeIn)), mayEdit: found.right.locked === null });
    },
    customerUpload: (who: { readonly dealershipId: number; readonly orderId: number }, slot: string, upload: PictureUpload, ip: string): TE.TaskEither<PictureError, StoredPicture> => async () => {
      const found = await customerTradeIn(who);
      if (E.isLeft(found)) return found;
      if (found.right.locked !== null) return E.left(found.right.locked);
      return store(found.right.tradeIn, slot, upload, { kind: 'customer' }, ip, null);
    },
    customerRemove: (who: { readonly dealershipId: number; readonly orderId: number }, slot: string, ip: string): TE.TaskEither<PictureError, void> => async () => {
      const known = slotOf(slot);
      if (E.isLeft(known)) return known;
      const found = await customerTradeIn(who);
      if (E.isLeft(found)) return found;
      if (found.right.locked !== null) return E.left(found.right.locked);
      return removeSlot(found.right.tradeIn, known.right, ip, null);
    },
  };
};
export type PictureUseCases = ReturnType<typeof pictureUseCases>;
