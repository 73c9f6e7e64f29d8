import { drizzleOutboxReader } from '../../adapters/persistence/shared/outbox/drizzle-outbox-reader';
import { outboxEmailSender } from '../../adapters/persistence/shared/outbox/outbox-email-sender';
import { outboxSmsSender } from '../../adapters/persistence/shared/outbox/outbox-sms-sender';
import { outboxContract } from './outbox.contract';
import { forEachEngine } from './support/engines';

forEachEngine((engine) => {
  outboxContract(async () => {
    const db = engine.db();
    const logged: { msg: string; fields: object }[] = [];
    const log = (msg: string, fields: object) => { logged.push({ msg, fields }); };
    return { sms: outboxSmsSender(db, log), email: outboxEmailSender(db, log), reader: drizzleOutboxReader(db), logged };
  });
});
