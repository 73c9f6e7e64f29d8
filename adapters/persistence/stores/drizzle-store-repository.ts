import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Language } from '@dealer-panel/core/access/dealer-user';
import type { StoreRepository } from '@dealer-panel/core/stores/store-repository';
import { CLOSED_WEEK, WEEKDAYS, type CalendarSettings, type DayHours, type StoreSettings, type Weekday } from '@dealer-panel/core/stores/store-settings';
import { DEFAULT_CALENDAR } from '@dealer-panel/core/stores/calendar-settings';
import { isLanguage, toCountry, toLanguage } from '../access/access-columns';
import { dealerships, memberships } from '../access/schema';
import { orders } from '../orders/schema';
import { insertMedia } from '../addons/media-queries';
import { media } from '../addons/schema';
import type { Db } from '../shared/database';

type Row = typeof dealerships.$inferSelect;

/** The hours column over a closed week: a day not stored, or stored oddly, reads as closed. */
function toHours(stored: Readonly<Record<string, unknown>>): Record<Weekday, DayHours> {
  const out: Record<Weekday, DayHours> = { ...CLOSED_WEEK };
  for (const day of WEEKDAYS) {
    const v = stored[day] as { start?: unknown; end?: unknown } | null | undefined;
    if (v && typeof v.start === 'string' && typeof v.end === 'string') out[day] = { start: v.start, end: v.end };
  }
  return out;
}

/** The calendar column over the defaults: a missing or odd value reads as the default. */
export function toCalendar(stored: Readonly<Record<string, unknown>>): CalendarSettings {
  const zone = stored.time_zone;
  const minutes = stored.appointment_minutes;
  return {
    timeZone: typeof zone === 'string' && zone !== '' ? zone : DEFAULT_CALENDAR.timeZone,
    appointmentMinutes: typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : DEFAULT_CALENDAR.appointmentMinutes,
  };
}

export function toStoreSettings(row: Row): StoreSettings {
  return {
    id: row.id, organizationId: row.organizationId, name: row.name, country: toCountry(row.country), provinceCode: row.provinceCode,
    city: row.city, postalCode: row.postalCode, addressLine1: row.addressLine1, addressLine2: row.addressLine2, phone: row.phone,
    email: row.email, website: row.website, newCarsLink: row.newCarsLink, usedCarsLink: row.usedCarsLink, cname: row.cname,
    depositCents: row.depositCents, depositPackage: row.depositPackage, hours: toHours(row.hours), calendar: toCalendar(row.calendar),
    defaultLanguage: toLanguage(row.defaultLanguage), allowedLanguages: row.allowedLanguages.filter(isLanguage) as Language[],
    logoMediaId: row.logoMediaId, disclaimerPackage: row.disclaimerPackage, customCopy: row.customCopy,
    tradeInSystem: row.tradeInSystem, creditApplicationSystem: row.creditApplicationSystem,
    hasCardProcessorAccount: row.cardProcessorAccountId !== null, isEtiEnabled: row.isEtiEnabled, isTrsEnabled: row.isTrsEnabled,
    isActivixUser: row.isActivixUser, useActivixCrm: row.useActivixCrm, useAddonsRecommendation: row.useAddonsRecommendation,
    usePostalCode: row.usePostalCode, mandatoryNames: row.mandatoryNames, compulsoryLogin: row.compulsoryLogin,
    samlLoginUrl: row.samlLoginUrl, discountNameEn: row.discountNameEn, discountNameFr: row.discountNameFr,
  };
}

export function drizzleStoreRepository(db: Db): StoreRepository {
  const settings = async (id: number): Promise<StoreSettings | null> => {
    const [row] = await db.select().from(dealerships).where(eq(dealerships.id, id));
    return row ? toStoreSettings(row) : null;
  };
  return {
    settings,
    async update(id, v, at) {
      const rows = await db.update(dealerships).set({
        name: v.name, country: v.country, provinceCode: v.provinceCode, city: v.city, postalCode: v.postalCode,
        addressLine1: v.addressLine1, addressLine2: v.addressLine2, phone: v.phone, email: v.email, website: v.website,
        newCarsLink: v.newCarsLink, usedCarsLink: v.usedCarsLink, depositCents: v.depositCents, depositPackage: v.depositPackage,
        hours: { ...v.hours }, calendar: { time_zone: v.calendar.timeZone, appointment_minutes: v.calendar.appointmentMinutes }, allowedLanguages: [...v.allowedLanguages], tradeInSystem: v.tradeInSystem,
        creditApplicationSystem: v.creditApplicationSystem, useAddonsRecommendation: v.useAddonsRecommendation,
        usePostalCode: v.usePostalCode, mandatoryNames: v.mandatoryNames, compulsoryLogin: v.compulsoryLogin,
        samlLoginUrl: v.samlLoginUrl, customCopy: { ...v.customCopy }, discountNameEn: v.discountNameEn, discountNameFr: v.discountNameFr,
        updatedAt: at,
      }).where(eq(dealerships.id, id)).returning();
      const [row] = rows;
      return row ? toStoreSettings(row) : null;
    },
    async overview(ids) {
      if (ids.length === 0) return [];
      const list = [...ids];
      const [stores, deals, staff] = await Promise.all([
        db.select({ id: dealerships.id, name: dealerships.name, city: dealerships.city, provinceCode: dealerships.provinceCode }).from(dealerships).where(inArray(dealerships.id, list)),
        db.select({ id: orders.dealershipId, n: sql<number>`count(*)::int` }).from(orders)
          .where(and(inArray(orders.dealershipId, list), eq(orders.isArchived, false), ne(orders.status, 'completed'))).groupBy(orders.dealershipId),
        db.select({ id: memberships.dealershipId, n: sql<number>`count(*)::int` }).from(memberships).where(inArray(memberships.dealershipId, list)).groupBy(memberships.dealershipId),
      ]);
      const count = (rows: readonly { id: number; n: number }[], id: number) => rows.find((r) => r.id === id)?.n ?? 0;
      return stores.map((s) => ({ ...s, openDeals: count(deals, s.id), users: count(staff, s.id) }));
    },
    async setLogo(id, logo, userId, at) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ logo: dealerships.logoMediaId }).from(dealerships).where(eq(dealerships.id, id)).for('update');
        if (!current) return null;
        const mediaId = await insertMedia(tx, id, logo, userId, at);
        await tx.update(dealerships).set({ logoMediaId: mediaId, updatedAt: at }).where(eq(dealerships.id, id));
        // The replaced logo is not kept: its URL stops answering (the new one has a new id).
        if (current.logo !== null) await tx.delete(media).where(eq(media.id, current.logo));
        return mediaId;
      });
    },
  };
}
