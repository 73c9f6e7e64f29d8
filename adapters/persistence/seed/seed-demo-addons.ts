import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../shared/database';
import { dealerships, organizations } from '../access/schema';
import { accessories, aftermarketQuestions, media, penProducts, protectionPlanPrices, protectionPlanProvinceTaxes, protectionPlans, protectionPlanTypes } from '../addons/schema';
import { appSettings } from '../shared/schema';
import { DEMO_ORGANIZATION, STORES } from './demo-stores';

/** Its own marker: a data directory seeded before add-ons existed gets them at the next start. */
export const DEMO_ADDONS_MARKER = 'demo_seed_addons';

interface DemoAccessory {
  readonly category: 'A' | 'E' | 'I';
  readonly en: string;
  readonly fr: string;
  readonly descEn: string;
  readonly descFr: string;
  readonly sku: string;
  readonly price: number; // dollars
  readonly install?: number;
  readonly preInstalled?: boolean;
  readonly types?: readonly string[];
  readonly colour: string;
}

const ACCESSORIES: readonly DemoAccessory[] = [
  { category: 'A', en: 'All-weather floor mats', fr: 'Tapis toutes saisons', descEn: 'Deep-channel rubber mats that trap snow, slush and salt.', descFr: 'Tapis en caoutchouc à rainures profondes qui retiennent la neige, la gadoue et le sel.', sku: 'ACC-MAT-01', price: 189.99, colour: '#34495e' },
  { category: 'A', en: 'Roof rack cross bars', fr: 'Barres transversales de toit', descEn: 'Aluminium bars rated for 75 kg, for bikes, skis and cargo boxes.', descFr: 'Barres en aluminium de 75 kg pour vélos, skis et coffres de toit.', sku: 'ACC-RCK-02', price: 449, install: 79, types: ['SUV', 'Wagon', 'Hatchback'], colour: '#2c3e50' },
  { category: 'E', en: 'Remote starter', fr: 'Démarreur à distance', descEn: 'Two-way remote starter with a 1.5 km range and smartphone app.', descFr: 'Démarreur bidirectionnel d’une portée de 1,5 km avec appli mobile.', sku: 'ACC-RST-03', price: 599, install: 199, colour: '#c0392b' },
  { category: 'A', en: 'Tow hitch', fr: 'Attelage de remorque', descEn: 'Class III receiver hitch with wiring harness.', descFr: 'Attelage de classe III avec faisceau électrique.', sku: 'ACC-HCH-04', price: 729, install: 249, types: ['SUV', 'Truck', 'Minivan'], colour: '#7f8c8d' },
  { category: 'A', en: 'Mud flaps', fr: 'Garde-boue', descEn: 'Front and rear splash guards moulded to the body.', descFr: 'Garde-boue avant et arrière moulés à la carrosserie.', sku: 'ACC-MFL-05', price: 129, install: 49, colour: '#16a085' },
  { category: 'A', en: 'Cargo tray', fr: 'Plateau de coffre', descEn: 'Raised-edge tray that keeps the trunk carpet clean.', descFr: 'Plateau à rebords qui protège le tapis du coffre.', sku: 'ACC-CTR-06', price: 149, colour: '#8e44ad' },
  { category: 'I', en: 'Winter tire package', fr: 'Ensemble de pneus d’hiver', descEn: 'Four winter tires on steel wheels with TPMS sensors.', descFr: 'Quatre pneus d’hiver sur jantes d’acier avec capteurs de pression.', sku: 'ACC-WTP-07', price: 1599, install: 120, colour: '#2980b9' },
  { category: 'E', en: 'Dash camera', fr: 'Caméra de tableau de bord', descEn: 'Front and rear 1440p recording with parking mode.', descFr: 'Enregistrement avant et arrière 1440p avec mode stationnement.', sku: 'ACC-DCM-08', price: 399, install: 150, colour: '#d35400' },
  { category: 'A', en: 'Bike carrier', fr: 'Porte-vélos', descEn: 'Hitch-mounted carrier for two bicycles.', descFr: 'Support monté sur attelage pour deux vélos.', sku: 'ACC-BIK-09', price: 549, colour: '#27ae60' },
  { category: 'A', en: 'Door edge guards', fr: 'Protecteurs de bord de porte', descEn: 'Clear film that prevents chips when doors open.', descFr: 'Pellicule transparente contre les éclats à l’ouverture des portes.', sku: 'ACC-DEG-10', price: 89, colour: '#95a5a6' },
  { category: 'E', en: 'Block heater', fr: 'Chauffe-moteur', descEn: 'Factory-installed engine block heater for cold starts.', descFr: 'Chauffe-moteur installé en usine pour les démarrages à froid.', sku: 'ACC-BHT-11', price: 0, preInstalled: true, colour: '#e67e22' },
  { category: 'A', en: 'Splash guards, factory', fr: 'Bavettes, usine', descEn: 'Installed at the factory.', descFr: 'Installées en usine.', sku: 'ACC-SGF-12', price: 0, preInstalled: true, colour: '#1abc9c' },
  { category: 'I', en: 'Wheel locks', fr: 'Écrous antivol', descEn: 'Keyed lug nuts for all four wheels.', descFr: 'Écrous de roue à clé pour les quatre roues.', sku: 'ACC-WLK-13', price: 69, colour: '#34495e' },
  { category: 'E', en: 'Wireless phone charger', fr: 'Chargeur de téléphone sans fil', descEn: 'Qi charging pad in the centre console.', descFr: 'Socle de recharge Qi dans la console centrale.', sku: 'ACC-WPC-14', price: 249, install: 60, colour: '#9b59b6' },
  { category: 'A', en: 'Rear bumper protector', fr: 'Protecteur de pare-chocs arrière', descEn: 'Stainless plate that protects the bumper when loading.', descFr: 'Plaque d’acier inoxydable qui protège le pare-chocs au chargement.', sku: 'ACC-RBP-15', price: 119, colour: '#7f8c8d' },
];

interface DemoPlan {
  readonly category: 'protection_plan' | 'vw_upgrade';
  readonly en: string;
  readonly fr: string;
  readonly descEn: string;
  readonly descFr: string;
  readonly code: string;
  /** term months → [distance km or null, price dollars][] */
  readonly prices: readonly (readonly [number, number | null, number])[];
  readonly payment?: readonly string[];
  readonly pen?: boolean;
}

const PLANS: readonly DemoPlan[] = [
  { category: 'protection_plan', en: 'Extended warranty', fr: 'Garantie prolongée', descEn: 'Mechanical and electrical coverage after the factory warranty ends.', descFr: 'Protection mécanique et électrique après la fin de la garantie du fabricant.', code: 'EXT-WAR',
    prices: [[12, 20000, 795], [24, 40000, 1295], [36, 60000, 1795], [48, 80000, 2295], [60, 100000, 2795]] },
  { category: 'protection_plan', en: 'Tire and rim protection', fr: 'Protection pneus et jantes', descEn: 'Repair or replacement after road hazards, potholes included.', descFr: 'Réparation ou remplacement après un danger routier, nids-de-poule compris.', code: 'TIRE-RIM',
    prices: [[12, null, 395], [24, null, 595], [36, null, 795], [48, null, 995], [60, null, 1195]], pen: true },
  { category: 'protection_plan', en: 'Rust proofing', fr: 'Antirouille', descEn: 'Yearly treatment of the underbody and panels.', descFr: 'Traitement annuel du soubassement et des panneaux.', code: 'RUST',
    prices: [[12, null, 299], [36, null, 699], [60, null, 999], [84, null, 1299]] },
  { category: 'protection_plan', en: 'Appearance protection', fr: 'Protection esthétique', descEn: 'Paint sealant, fabric guard and small dent repair.', descFr: 'Scellant à peinture, protection des tissus et réparation de petites bosses.', code: 'APPEAR',
    prices: [[12, null, 449], [36, null, 899], [60, null, 1299]] },
  { category: 'protection_plan', en: 'GAP / replacement insurance', fr: 'Assurance de remplacement (GAP)', descEn: 'Covers the gap between the insurer’s payout and what is owed.', descFr: 'Couvre l’écart entre l’indemnité de l’assureur et le solde dû.', code: 'GAP',
    prices: [[12, null, 499], [36, null, 895], [48, null, 1095], [60, null, 1295], [72, null, 1495], [84, null, 1695]], payment: ['finance', 'lease'] },
  { category: 'vw_upgrade', en: 'Program upgrade: 7-year powertrain', fr: 'Mise à niveau du programme : groupe motopropulseur 7 ans', descEn: 'Extends the manufacturer powertrain coverage.', descFr: 'Prolonge la garantie du groupe motopropulseur du fabricant.', code: 'VW-PT7',
    prices: [[84, 140000, 1450]] },
];

const QUESTIONS = [
  { en: 'Do you often drive on gravel or unpaved roads?', fr: 'Roulez-vous souvent sur des routes de gravier ou non pavées?' },
  { en: 'Do you tow a trailer, boat or camper?', fr: 'Tirez-vous une remorque, un bateau ou une tente-roulotte?' },
  { en: 'How long do you plan to keep the vehicle?', fr: 'Combien de temps comptez-vous garder le véhicule?', type: 'choice', choices: [{ en: 'Under 3 years', fr: 'Moins de 3 ans' }, { en: '3 to 6 years', fr: 'De 3 à 6 ans' }, { en: 'More than 6 years', fr: 'Plus de 6 ans' }] },
];

/** A product card picture: a coloured tile with an emblem, no words (it serves both languages); WebP, no metadata. */
async function picture(a: DemoAccessory): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
  <rect width="480" height="320" fill="url(#g)"/>
  <circle cx="240" cy="160" r="70" fill="none" stroke="#fff" stroke-width="10" opacity="0.85"/>
  <rect x="195" y="147" width="90" height="26" rx="13" fill="#fff" opacity="0.85"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/**
 * The demo add-ons of each demo store: 15 accessories with pictures, 6 protection plans with prices
 * per term, plan types and questions. Idempotent through its own marker.
 */
export async function seedDemoAddons(db: Db, options: { readonly now: Date }): Promise<{ readonly seeded: boolean; readonly accessories: number; readonly plans: number }> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
  if (!org) return { seeded: false, accessories: 0, plans: 0 };
  const [done] = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, DEMO_ADDONS_MARKER));
  if (done) return { seeded: false, accessories: 0, plans: 0 };
  const pictures = await Promise.all(ACCESSORIES.map(picture)); // outside the transaction: sharp takes a moment
  return db.transaction(async (tx) => {
    const [marker] = await tx.insert(appSettings).values({ key: DEMO_ADDONS_MARKER, value: options.now.toISOString() }).onConflictDoNothing().returning({ key: appSettings.key });
    if (!marker) return { seeded: false, accessories: 0, plans: 0 };
    let accessoryCount = 0;
    let planCount = 0;
    for (const store of STORES) {
      const [d] = await tx.select({ id: dealerships.id, country: dealerships.country, province: dealerships.provinceCode }).from(dealerships)
        .where(and(eq(dealerships.organizationId, org.id), eq(dealerships.name, store.name)));
      if (!d) continue;
      const us = d.country === 'US';
      for (const [i, a] of ACCESSORIES.entries()) {
        const bytes = pictures[i]!;
        const mediaId = randomBytes(18).toString('base64url');
        await tx.insert(media).values({
          id: mediaId, dealershipId: d.id, contentType: 'image/webp', fileName: `${a.sku.toLowerCase()}.webp`, size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'), bytes, createdAt: options.now,
        });
        await tx.insert(accessories).values({
          dealershipId: d.id, category: a.category, titleEn: a.en, titleFr: a.fr, descriptionEn: a.descEn, descriptionFr: a.descFr, sku: a.sku,
          priceCents: Math.round(a.price * 100), installationChargeOverrideCents: a.install === undefined ? null : a.install * 100,
          preInstalled: a.preInstalled ?? false, active: i !== 12, vehicleTypes: [...(a.types ?? [])], imageMediaId: mediaId, createdAt: options.now, updatedAt: options.now,
        });
        accessoryCount += 1;
      }
      const [warrantyType] = await tx.insert(protectionPlanTypes).values([
        { dealershipId: d.id, name: 'Warranty', nameFr: 'Garantie' }, { dealershipId: d.id, name: 'Protection', nameFr: 'Protection' },
      ]).returning({ id: protectionPlanTypes.id });
      const [pen] = await tx.insert(penProducts).values({ dealershipId: d.id, name: 'Tire & wheel', provider: 'PEN demo provider', productCode: 'TW', coverages: ['basic', 'premium'] })
        .returning({ id: penProducts.id });
      for (const p of PLANS) {
        const [row] = await tx.insert(protectionPlans).values({
          dealershipId: d.id, category: p.category, name: p.en, nameFr: p.fr, description: p.descEn, descriptionFr: p.descFr, productCode: p.code,
          kind: p.code === 'GAP' ? 'gap' : p.code === 'EXT-WAR' ? 'service_contract' : null,
          typeId: p.code === 'EXT-WAR' || p.code === 'VW-PT7' ? warrantyType!.id : null, paymentTypes: [...(p.payment ?? ['cash', 'finance', 'lease'])],
          gst: !us && d.province !== 'ON', hst: !us && d.province === 'ON', qst: d.province === 'QC', pst: false,
          usePenForLocalizedPrices: p.pen ?? false, penProductId: p.pen ? pen!.id : null, penCoverage: p.pen ? 'premium' : '',
          createdAt: options.now, updatedAt: options.now,
        }).returning({ id: protectionPlans.id });
        await tx.insert(protectionPlanPrices).values(p.prices.map(([term, distance, price]) => ({
          planId: row!.id, term, distance: distance === null ? null : us ? Math.round(distance * 0.621371 / 1000) * 1000 : distance, priceCents: price * 100,
        })));
        if (p.code === 'GAP' && !us) await tx.insert(protectionPlanProvinceTaxes).values({ planId: row!.id, provinceCode: 'QC', qst: true, gst: false, hst: false, pst: false });
        planCount += 1;
      }
      await tx.insert(aftermarketQuestions).values(QUESTIONS.map((q, i) => ({
        dealershipId: d.id, questionEn: q.en, questionFr: q.fr, fieldType: q.type ?? 'boolean', choices: q.choices ?? [], sortOrder: i,
      })));
    }
    return { seeded: true, accessories: accessoryCount, plans: planCount };
  });
}
