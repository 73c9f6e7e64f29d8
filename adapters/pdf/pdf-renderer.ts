import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

/**
 * Roboto as pdfmake ships it (Latin with every French accent), read from its own package: no font
 * is fetched at run time. Decision in docs/decisions/recap.md.
 */
const ROBOTO = {
  normal: require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  bold: require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
  italics: require.resolve('pdfmake/fonts/Roboto/Roboto-Italic.ttf'),
  bolditalics: require.resolve('pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf'),
};
const FONT_FILES: ReadonlySet<string> = new Set(Object.values(ROBOTO));

/** pdfmake (with pdfkit and its fonts' code, ~2 MB of modules) is loaded at the first PDF, not with the server (issue 34.6). */
async function loadPdfmake() {
  const { default: pdfmake } = await import('pdfmake');
  pdfmake.setFonts({ Roboto: ROBOTO });
  // A document never reaches the network or another file: only the fonts above are read.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
  return pdfmake;
}
let pdfmakeLoaded: ReturnType<typeof loadPdfmake> | undefined;

/** A pdfmake document as PDF bytes (pdfmake's Node API over pdfkit). */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  pdfmakeLoaded ??= loadPdfmake();
  return (await pdfmakeLoaded).createPdf(document).getBuffer();
}

/** The pages of a PDF pdfkit wrote (its page objects are never in compressed object streams). */
export function pdfPageCount(bytes: Buffer): number {
  return (bytes.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
}
