import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { CliOutput } from './cli-deps';

type Options = NonNullable<ParseArgsConfig['options']>;

export const ok = (stdout: string): CliOutput => ({ code: 0, stdout, stderr: '' });
export const fail = (code: number, stderr: string): CliOutput => ({ code, stdout: '', stderr });

/**
 * parseArgs, whose refusals (an unknown flag, a flag without its value, a stray argument) become
 * one line on stderr with exit code 2 instead of a thrown TypeError and its stack.
 */
export function readArgs<O extends Options>(command: string, args: readonly string[], options: O):
  { readonly ok: true; readonly values: ReturnType<typeof parseArgs<{ args: string[]; options: O }>>['values'] } | { readonly ok: false; readonly output: CliOutput } {
  try {
    return { ok: true, values: parseArgs({ args: [...args], options }).values };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error);
    return { ok: false, output: fail(2, `${command}: ${message} (npm run -s cli -- help lists the options)\n`) };
  }
}
