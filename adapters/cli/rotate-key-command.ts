import { ok, readArgs } from './cli-args';
import { SEALED_KINDS, type CliDeps, type CliOutput, type SealedKind } from './cli-deps';

/**
 * rotate-credit-key [--json]: every kind of value sealed with CREDIT_ENCRYPTION_KEY sealed again
 * with it, a count per kind. Exit 1 when a value changed meanwhile (run it again), else 0.
 */
export async function rotateKey(args: readonly string[], deps: CliDeps): Promise<CliOutput> {
  const read = readArgs('rotate-credit-key', args, { json: { type: 'boolean' } });
  if (!read.ok) return read.output;
  const r = await deps.rotateCreditKey();
  const kinds = Object.keys(SEALED_KINDS) as SealedKind[];
  const skipped = kinds.reduce((n, k) => n + r.kinds[k].skipped, 0);
  if (read.values.json) {
    const json = `${JSON.stringify({ key_id: r.keyId, kinds: r.kinds, skipped, done: skipped === 0 }, null, 2)}\n`;
    return skipped > 0 ? { code: 1, stdout: json, stderr: '' } : ok(json);
  }
  const lines = kinds.map((k) => `  ${SEALED_KINDS[k]}: ${r.kinds[k].resealed}${r.kinds[k].skipped > 0 ? ` (${r.kinds[k].skipped} changed meanwhile)` : ''}\n`).join('');
  const stdout = `resealed with key ${r.keyId}:\n${lines}`;
  if (skipped > 0) return { code: 1, stdout, stderr: `${skipped} changed while rotating: run rotate-credit-key again\n` };
  return ok(`${stdout}none left under another key\n`);
}
