import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { RecapReader, RecapUseCases } from '@dealer-panel/core/recap/deal-recap';
import type { InvalidInput, NotFound } from '@dealer-panel/core/shared/errors';
import { renderPdf } from './pdf-renderer';
import { recapDocument, recapFileName } from './recap-document';

/** A rendered recap: the PDF's bytes and the name the browser offers. */
export interface RecapPdf {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

export interface RecapPdfs {
  pdf(reader: RecapReader, orderId: number, language: unknown): TE.TaskEither<InvalidInput | NotFound, RecapPdf>;
}

/** The recap use case's facts as a PDF (pdfmake over the document built by recapDocument). */
export function recapPdfs(recap: RecapUseCases): RecapPdfs {
  return {
    pdf: (reader, orderId, language) => async () => {
      const facts = await recap.recap(reader, orderId, language)();
      if (E.isLeft(facts)) return facts;
      return E.right({ bytes: await renderPdf(recapDocument(facts.right)), fileName: recapFileName(facts.right) });
    },
  };
}
