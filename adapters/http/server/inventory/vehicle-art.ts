/**
 * Pictures for the demo inventory: a side view of a body type in the vehicle's colour, drawn as
 * SVG. Deterministic, tiny, and served with a year of caching, so a page of 12 cards costs nothing.
 */
const SILHOUETTES: Readonly<Record<string, string>> = {
  sedan: 'M40 150 L70 110 Q95 80 140 78 L250 76 Q300 78 330 108 L385 120 Q410 126 410 150 Z',
  hatchback: 'M45 150 L70 108 Q92 78 140 76 L275 74 Q320 80 350 112 L395 124 Q410 130 410 150 Z',
  coupe: 'M40 150 L80 112 Q120 84 170 82 L250 82 Q300 86 335 112 L390 124 Q410 130 410 150 Z',
  convertible: 'M40 150 L70 120 L160 112 L180 100 L200 112 L330 114 L390 126 Q410 132 410 150 Z',
  suv: 'M40 150 L50 100 Q60 66 110 64 L300 62 Q330 64 345 92 L395 108 Q410 114 410 150 Z',
  wagon: 'M40 150 L55 108 Q75 76 125 74 L345 72 Q360 74 368 100 L398 116 Q410 122 410 150 Z',
  minivan: 'M40 150 L45 96 Q55 60 120 58 L330 58 Q360 62 372 98 L400 112 Q410 118 410 150 Z',
  truck: 'M40 150 L40 104 L190 104 L205 66 L290 66 Q310 68 318 100 L400 108 Q410 112 410 150 Z',
};

export const VEHICLE_ART = /^(sedan|hatchback|coupe|convertible|suv|wagon|minivan|truck)-([0-9a-f]{6})\.svg$/;

export function vehicleArt(name: string): string | null {
  const match = VEHICLE_ART.exec(name);
  if (match === null) return null;
  const body = SILHOUETTES[match[1] ?? ''];
  const colour = `#${match[2] ?? '888888'}`;
  if (body === undefined) return null;
  const wheel = (cx: number) => `<circle cx="${cx}" cy="150" r="26" fill="#1f2328"/><circle cx="${cx}" cy="150" r="12" fill="#c9ced6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 450 200" role="img" aria-label="${match[1]}">`
    + '<rect width="450" height="200" fill="#f3f5f8"/><ellipse cx="225" cy="176" rx="190" ry="8" fill="#dde1e7"/>'
    + `<path d="${body}" fill="${colour}" stroke="#1f2328" stroke-width="3" stroke-linejoin="round"/>`
    + '<path d="M150 84 L245 82 L245 108 L125 110 Z" fill="#cfe3f3" opacity="0.85"/>'
    + `${wheel(110)}${wheel(335)}</svg>`;
}
