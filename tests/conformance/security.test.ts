import { argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { nodeSecrets } from '../../adapters/security/node-secrets';
import { systemClock } from '../../adapters/security/system-clock';
import { clockContract } from './clock.contract';
import { passwordHasherContract } from './password-hasher.contract';
import { secretsContract } from './secrets.contract';

passwordHasherContract(() => argon2PasswordHasher());
secretsContract(() => nodeSecrets());
clockContract((wallClock) => systemClock(wallClock));
