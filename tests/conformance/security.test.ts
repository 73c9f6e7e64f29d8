import { argon2PasswordHasher } from '../../adapters/system/argon2-password-hasher';
import { nodeSecrets } from '../../adapters/system/node-secrets';
import { systemClock } from '../../adapters/system/system-clock';
import { clockContract } from './clock.contract';
import { passwordHasherContract } from './password-hasher.contract';
import { secretsContract } from './secrets.contract';

passwordHasherContract(() => argon2PasswordHasher());
secretsContract(() => nodeSecrets());
clockContract((wallClock) => systemClock(wallClock));
