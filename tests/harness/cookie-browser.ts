/**
 * A browser as the production journeys need one: fetch with a cookie jar, reading /settings/ before
 * its first write (its answer sets the anti-forgery cookie the writes carry in X-CSRFToken). A path
 * is relative to `base`; a full URL (a link from an e-mail) is fetched as it is.
 */
export function cookieBrowser(base: string) {
  const cookies = new Map<string, string>();
  const call = async (method: string, url: string, body?: unknown): Promise<Response> => {
    if (method !== 'GET' && !cookies.has('csrftoken')) await call('GET', '/settings/');
    const response = await fetch(url.startsWith('http') ? url : `${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': cookies.get('csrftoken') ?? '' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) { const [pair = ''] = line.split(';'); const i = pair.indexOf('='); cookies.set(pair.slice(0, i), pair.slice(i + 1)); }
    return response;
  };
  return call;
}
