import type { AddonRepository } from '@dealer-panel/core/addons/addon-repository';
import type { Db } from '../shared/database';
import { accessoryOf, createAccessory, deleteAccessory, listAccessories, setAccessoryImage, updateAccessory } from './accessory-queries';
import { publicDealership, vehicleForAddons } from './addon-lookups';
import { mediaById } from './media-queries';
import { createPrice, deletePrice, listPrices, priceOf, updatePrice } from './plan-price-queries';
import { createPlan, deletePlan, listPlans, loadPlan, setPlanMedia, updatePlan } from './plan-queries';
import { createSide, deleteSide, listSide, sideOfId, updateSide } from './side-table-queries';

/** Add-ons over drizzle: every call scoped to the dealership; the queries are the files beside it. */
export function drizzleAddonRepository(db: Db): AddonRepository {
  return {
    listAccessories: (dealershipId, query) => listAccessories(db, dealershipId, query),
    accessory: (dealershipId, id) => accessoryOf(db, dealershipId, id),
    createAccessory: (dealershipId, fields, at) => createAccessory(db, dealershipId, fields, at),
    updateAccessory: (dealershipId, id, fields, at) => updateAccessory(db, dealershipId, id, fields, at),
    deleteAccessory: (dealershipId, id) => deleteAccessory(db, dealershipId, id),
    setAccessoryImage: (dealershipId, id, media, userId, at) => setAccessoryImage(db, dealershipId, id, media, userId, at),

    listPlans: (dealershipId, query) => listPlans(db, dealershipId, query),
    plan: (dealershipId, id) => loadPlan(db, dealershipId, id),
    createPlan: (dealershipId, fields, at) => createPlan(db, dealershipId, fields, at),
    updatePlan: (dealershipId, id, fields, at) => updatePlan(db, dealershipId, id, fields, at),
    deletePlan: (dealershipId, id) => deletePlan(db, dealershipId, id),
    setPlanMedia: (dealershipId, id, media, userId, at) => setPlanMedia(db, dealershipId, id, media, userId, at),

    listPrices: (dealershipId, planId) => listPrices(db, dealershipId, planId),
    price: (dealershipId, id) => priceOf(db, dealershipId, id),
    createPrice: (dealershipId, planId, fields) => createPrice(db, dealershipId, planId, fields),
    updatePrice: (dealershipId, id, fields) => updatePrice(db, dealershipId, id, fields),
    deletePrice: (dealershipId, id) => deletePrice(db, dealershipId, id),

    listSide: (table, dealershipId) => listSide(db, table, dealershipId),
    side: (table, dealershipId, id) => sideOfId(db, table, dealershipId, id),
    createSide: (table, dealershipId, fields) => createSide(db, table, dealershipId, fields),
    updateSide: (table, dealershipId, id, fields) => updateSide(db, table, dealershipId, id, fields),
    deleteSide: (table, dealershipId, id) => deleteSide(db, table, dealershipId, id),

    media: (id) => mediaById(db, id),
    publicDealership: (id) => publicDealership(db, id),
    vehicle: (dealershipId, id) => vehicleForAddons(db, dealershipId, id),
  };
}
