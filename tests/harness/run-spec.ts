import { runCli } from '../../adapters/cli/run-cli';
import type { CliDeps } from '../../adapters/cli/cli-deps';

/**
 * A harness spec is a text file of cases run through the CLI without HTTP:
 *
 *   ## a case name
 *   $ create-user --email a@b.test ...      (a command; several may follow)
 *   ? 0                                     (the exit code of the last command)
 *   > created user                          (stdout of the last command contains this line's text)
 *   ! create-user refused                   (stderr of the last command contains this text)
 *
 * Lines starting with # (one) are comments. Cases run in order and share the database.
 */
export interface CaseResult {
  readonly name: string;
  readonly failures: readonly string[];
}

function splitArgs(line: string): string[] {
  const args: string[] = [];
  for (const m of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) args.push(m[1] ?? m[2] ?? m[3] ?? '');
  return args;
}

export async function runSpec(text: string, deps: CliDeps): Promise<readonly CaseResult[]> {
  const results: CaseResult[] = [];
  let name = '';
  let failures: string[] = [];
  let last = { code: -1, stdout: '', stderr: '' };
  const close = () => { if (name) results.push({ name, failures }); };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith('## ')) { close(); name = line.slice(3).trim(); failures = []; continue; }
    if (line === '' || line.startsWith('# ')) continue;
    const [mark, rest] = [line.slice(0, 1), line.slice(2)];
    if (mark === '$') last = await runCli(splitArgs(rest), deps);
    else if (mark === '?' && String(last.code) !== rest.trim()) failures.push(`exit ${last.code}, expected ${rest.trim()} (stderr: ${last.stderr.trim()})`);
    else if (mark === '>' && !last.stdout.includes(rest)) failures.push(`stdout lacks "${rest}":\n${last.stdout}`);
    else if (mark === '!' && !last.stderr.includes(rest)) failures.push(`stderr lacks "${rest}":\n${last.stderr}`);
    else if (!['$', '?', '>', '!'].includes(mark)) failures.push(`unreadable line: ${line}`);
  }
  close();
  return results;
}
