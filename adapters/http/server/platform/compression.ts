import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Answers compressed with brotli or gzip when the client accepts it (JSON, problem+json, CSV,
 * HTML, SVG; not images or PDFs, which are compressed already). Must be registered before the
 * routes: the plugin attaches itself to each route as it is declared. The built UI's files come
 * precompressed from the build (static-ui.ts) and are passed through untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Request bodies are never compressed by our clients; refusing them keeps bodyLimit meaningful.
    globalDecompression: false,
  });
}
