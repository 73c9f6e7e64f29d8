import axios, { isAxiosError } from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import type { ApiClient } from './api-client';
import { createCallRoute, CSRF_HEADER, REQUEST_TIMEOUT_MS, withCsrfHeader, type CallRouteOptions } from './call-route';
import type { Outcome, RequestConfig } from './transport';

export { CSRF_HEADER, REQUEST_TIMEOUT_MS };

export interface ApiClientOptions extends CallRouteOptions {
  readonly baseURL?: string;
  /** Replaces the XHR adapter (tests answer from a function). */
  readonly adapter?: AxiosAdapter;
}

/** The dealer panel's and the shop's client: the contract's call over axios, and the instance for uploads. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: true,
    validateStatus: () => true,
    headers: { Accept: 'application/json, application/problem+json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  // The instance's own requests too (uploads, error reports) carry the anti-forgery header.
  instance.interceptors.request.use((config) => {
    const token = withCsrfHeader({ method: config.method ?? 'get', url: '' }, options.readCsrfToken).headers?.[CSRF_HEADER];
    if (token !== undefined) config.headers.set(CSRF_HEADER, token);
    return config;
  });
  return { call: createCallRoute(axiosAttempt(instance), options), axios: instance };
}

/** One request through axios: any status is an answer; no answer is a network error or a time-out. */
function axiosAttempt(instance: AxiosInstance) {
  return async ({ onUploadProgress, ...config }: RequestConfig): Promise<Outcome> => {
    const request: AxiosRequestConfig = { ...config, ...(onUploadProgress === undefined ? {} : { onUploadProgress: progressOf(onUploadProgress) }) };
    try {
      const response = await instance.request(request);
      return { kind: 'response', response: { status: response.status, data: response.data, headers: response.headers } };
    } catch (error) {
      if (!isAxiosError(error)) throw error;
      if (error.response) return { kind: 'response', response: { status: error.response.status, data: error.response.data, headers: error.response.headers } };
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      return { kind: timedOut ? 'timeout' : 'network', message: error.message };
    }
  };
}

const progressOf = (tell: (fraction: number) => void) => (event: AxiosProgressEvent) => { if (event.progress !== undefined) tell(event.progress); };
