export const SESSION_REFRESH_WAIT_MS = 500;

export interface SessionRefreshDeps {
  /** Reads current_user/ once (no retry, no notice); rejects when nothing came back. */
  readonly readCurrentUser: () => Promise<{ readonly status: number }>;
  readonly sleep: (ms: number) => Promise<void>;
}

/**
 * The one session refresh of spec 000 section 4: wait 500 ms, then read the current user. True
 * when the session answers again. Requests that fail together share one refresh.
 */
export function createSessionRefresher({ readCurrentUser, sleep }: SessionRefreshDeps): () => Promise<boolean> {
  let pending: Promise<boolean> | null = null;
  const refresh = async (): Promise<boolean> => {
    await sleep(SESSION_REFRESH_WAIT_MS);
    try {
      const response = await readCurrentUser();
      return response.status >= 200 && response.status < 300;
    } catch {
      return false;
    }
  };
  return () => {
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  };
}
