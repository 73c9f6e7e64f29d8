// The V8 flags of the server's process (issue 34.6), for `npm start` and the benchmarks that run the
// server as it does. On the embedded database (no DATABASE_URL) PGlite's ~140 MB of WebAssembly memory
// live in the same process, so V8's heap is kept close to what it holds: after a full collection it
// may grow 30 % past the live set (V8 lets it grow up to 4×), and its young generation takes 8 MB a
// half. Under 20 connections of browsing, RSS stayed at 349–378 MB instead of 365–580 MB (docs/benchmarks.md).
// On a PostgreSQL server, V8's own sizing.
/** @param {Record<string, string | undefined>} env */
export function serverNodeFlags(env) {
  return env.DATABASE_URL ? [] : ['--heap-growing-percent=30', '--max-semi-space-size=8'];
}
