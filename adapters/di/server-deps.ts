import type { ServerDeps } from '../http/server/server-deps';
import { resolveSession } from '@dealer-panel/core/access/resolve-session';
import { signIn } from '@dealer-panel/core/access/sign-in';
import { sendOneTimeCode, setUpOtpDevice, verificationStatus } from '@dealer-panel/core/access/one-time-codes';
import { verifyOneTimeCode } from '@dealer-panel/core/access/verify-one-time-code';
import { changePassword, requestPasswordReset, resetPassword } from '@dealer-panel/core/access/passwords';
import { assignableDealerUsers, listManagedDealerships, signOut, transferSession } from '@dealer-panel/core/access/dealership-sessions';
import { managedDealershipsOf } from '@dealer-panel/core/access/session-context';
import { setLanguage } from '@dealer-panel/core/access/set-language';
import type { Ports } from './ports-container';
import { customerUseCases } from './customer-use-cases';
import { orderUseCases } from './order-use-cases';
import { inventoryUseCases } from './inventory-use-cases';
import { feeUseCases } from './fee-use-cases';
import { customerAddonUseCases, dealerAddonUseCases } from '@dealer-panel/core/addons/addon-use-cases';
import { paymentUseCases } from './payment-use-cases';

/** Binds the access use cases to the ports: what the HTTP server drives. */
export function serverDeps(p: Ports): ServerDeps {
  return {
    pingDatabase: p.database.ping,
    writeDone: () => p.listCounts.forget(),
    resolveSession: resolveSession(p),
    signIn: signIn(p),
    signOut: signOut(p),
    verificationStatus: verificationStatus(p),
    sendOneTimeCode: sendOneTimeCode(p),
    setUpOtpDevice: setUpOtpDevice(p),
    verifyOneTimeCode: verifyOneTimeCode(p),
    requestPasswordReset: requestPasswordReset(p),
    resetPassword: resetPassword(p),
    changePassword: changePassword(p),
    listManagedDealerships: listManagedDealerships(p),
    countManagedDealerships: async (ctx) => (await managedDealershipsOf(p, ctx.user, ctx.memberships)).length,
    transferSession: transferSession(p),
    assignableDealerUsers: assignableDealerUsers(p),
    setLanguage: setLanguage(p),
    outbox: p.outbox,
    customers: customerUseCases(p),
    orders: orderUseCases(p),
    inventory: inventoryUseCases(p),
    fees: feeUseCases(p),
    addons: dealerAddonUseCases(p),
    customerAddons: customerAddonUseCases(p),
    payments: paymentUseCases(p),
  };
}
