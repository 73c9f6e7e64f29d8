import type { ServiceIdentifier } from 'inversify';
import type { DocumentsPort } from './documents-port';

/** Tokens of the file-upload step (bound in documents-module.ts). */
export const DocumentsTokens = {
  port: Symbol('documentsPort') as ServiceIdentifier<DocumentsPort>,
} as const;
