import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { CliOutput } from './cli-deps';

type Options = NonNullable<ParseArgsConfig['options']>;

export const ok = (stdout: string): CliOutput => ({ code: 0, stdout, stderr: '' });
export const fail = (code: number, stderr: string): CliOutput => ({ code, stdout: '', stderr });

/**
 * parseArgs, whose refusals (an unknown flag, a flag without its value, a stray argument) become
 * one line on stderr with exit code 2 instead of a thrown TypeError and its stack. With
 * `allowPositionals`, the arguments that are not flags are answered in `positionals`.
 */
export function readArgs<O extends Options>(command: string, args: readonly string[], options: O, allowPositionals = false):
  | { readonly ok: true; readonly values: ReturnType<typeof parseArgs<{ args: string[]; options: O }>>['values']; readonly positionals: readonly string[] }
  | { readonly ok: false; readonly output: CliOutput } {
  try {
    const parsed = parseArgs({ args: [...args], options, allowPositionals });
    return { ok: true, values: parsed.values as ReturnType<typeof parseArgs<{ args: string[]; options: O }>>['values'], positionals: parsed.positionals };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error);
    return { ok: false, output: fail(2, `${command}: ${message} (npm run -s cli -- help lists the options)\n`) };
  }
}
