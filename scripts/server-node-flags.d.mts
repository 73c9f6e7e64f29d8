/** The V8 flags of the server's process for this environment (server-node-flags.mjs). */
export function serverNodeFlags(env: Readonly<Record<string, string | undefined>>): string[];
