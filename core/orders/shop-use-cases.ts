import { customerDealTasks, type CustomerTasksDeps } from './customer-tasks-use-case';
import { loginAsCustomer, recordCustomerViewRead, type LoginAsCustomerDeps } from './login-as-customer';

/** The customer app's (shop) use cases: the deal's tasks, and a dealer's look at them. */
export const shopUseCases = (deps: CustomerTasksDeps & LoginAsCustomerDeps) => ({
  tasks: customerDealTasks(deps),
  loginAsCustomer: loginAsCustomer(deps),
  recordViewRead: recordCustomerViewRead(deps),
});
export type ShopUseCases = ReturnType<typeof shopUseCases>;
