import type { FastifyRequest } from 'fastify';
import type { AddonPage } from '@dealer-panel/core/addons/addon-use-cases';

export type Query = Record<string, unknown>;

/** The same list URL at another page, or null when there is no such page. */
function pageUrl(request: FastifyRequest, page: number, exists: boolean): string | null {
  if (!exists) return null;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** The paging keys of a list answer: count, next and previous URLs. */
export function paged<T>(request: FastifyRequest, p: AddonPage<T>) {
  return { count: p.count, next: pageUrl(request, p.page + 1, p.page * p.pageSize < p.count), previous: pageUrl(request, p.page - 1, p.page > 1) };
}

/** A query parameter's text (the last one when repeated), trimmed; undefined when absent or blank. */
export function text(q: Query, key: string): string | undefined {
  const v = q[key];
  const s = Array.isArray(v) ? v[v.length - 1] : v;
  return typeof s === 'string' && s.trim() !== '' ? s.trim() : undefined;
}
