import { setPasswordHashCost } from '../src/modules/auth/index.ts';

// Every test file's sign-ins and the seeded demo accounts hash at the tests' cost (config's
// UNSAFE_TEST_PASSWORD_HASH); password.test.ts and hash-limit.test.ts ask for the standard one themselves.
setPasswordHashCost('test');
