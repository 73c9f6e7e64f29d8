import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AdfMailboxResponse } from '../../../../adapters/http/contract/leads/leads';
import type { HttpProblem } from '../../../../adapters/di/tokens';
import { createAdfMailboxViewModel } from './adf-mailbox-view-model';

const mailbox: AdfMailboxResponse = {
  address: 'leads+abcdefghijklmnop@leads.example.com',
  kept_aside: [{ id: 3, channel: 'smtp', sender: 'leads@site.example', subject: 'Lead', received_at: '2026-12-06T02:00:00.000Z', reason: 'no_adf', detail: 'no_adf: …', imports: [], size: 420, truncated: false }],
};
const forbidden: HttpProblem = { status: 403, code: 'forbidden', detail: null, errors: {}, retryAfterSeconds: null, handled: false };

describe('the "Leads by e-mail" view model', () => {
  it('reads the address and the kept-aside e-mails, and says why it could not', async () => {
    let answer: E.Either<HttpProblem, AdfMailboxResponse> = E.right(mailbox);
    const vm = createAdfMailboxViewModel(async () => answer);
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'loading' });
    await vm.load();
    expect(await firstValueFrom(vm.state$)).toEqual({ kind: 'ready', mailbox });
    answer = E.left(forbidden);
    await vm.load();
    expect(await firstValueFrom(vm.state$)).toMatchObject({ kind: 'failed', problem: { code: 'forbidden' } });
    vm.dispose();
  });
});
