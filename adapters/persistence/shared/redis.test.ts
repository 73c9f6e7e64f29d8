import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { openRedis, pauseAfterFailure, RedisUnreachableError } from './redis';

/** Start-up errors name their cause (issue 12.6); the URL's password never shows. */
describe('openRedis', () => {
  it('names a refused connection, without the password', async () => {
    const error = await openRedis('redis://:hunter2@127.0.0.1:1/0', 't:').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnreachableError);
    expect((error as Error).message).toContain('the connection was refused: is Redis running on that host and port?');
    expect((error as Error).message).toContain('redis://:***@127.0.0.1:1/0');
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('gives up on a server that accepts and never answers', async () => {
    const silent = net.createServer((s) => { s.on('error', () => s.destroy()); });
    const port = await new Promise<number>((resolve) => silent.listen(0, '127.0.0.1', () => resolve((silent.address() as net.AddressInfo).port)));
    try {
      const error = await openRedis(`redis://127.0.0.1:${port}/0`, 't:').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedisUnreachableError);
      expect((error as Error).message).toContain('did not answer in time');
    } finally {
      silent.close();
    }
  });

  for (const url of process.env['TEST_REDIS_URL']?.trim() ? [process.env['TEST_REDIS_URL'].trim()] : []) {
    it('names a database number the server does not have', async () => {
      const target = new URL(url);
      target.pathname = '/999';
      const error = await openRedis(target.toString(), 't:').catch((e: unknown) => e);
      expect((error as Error).message).toContain('the database number of the URL does not exist on that server');
    });

    it('opens a Redis that answers', async () => {
      const redis = await openRedis(url, 't:');
      expect(await redis.client.ping()).toBe('PONG');
      await redis.close();
    });
  }
});

describe('pauseAfterFailure', () => {
  it('pauses after a failure only', () => {
    const pause = pauseAfterFailure(60_000);
    expect(pause.paused()).toBe(false);
    pause.failed();
    expect(pause.paused()).toBe(true);
  });
});
