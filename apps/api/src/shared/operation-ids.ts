import type { AccountRole, ApiCall } from '@champions/contract';
import * as contract from '@champions/contract';

/**
 * The OpenAPI operationId of every call, made from the name it is declared under in the contract's route
 * table, so that a route added later gets one without anyone writing it: `PARTNER_CALLS.venues` is
 * `partnerVenues`, `BO_PARTNER_CALLS.list` is `boPartnerList`; a key that already starts with its table's
 * name stands alone (`USER_CALLS.userData` is `userData`). A call mounted for a role (`role: 'account'`)
 * gets the role in front instead: `ACCOUNT_CALLS.login` for the partner is `adminLogin`,
 * `SCAN_CALLS.scan` for the reception `staffScan`. The table is every export of @champions/contract whose
 * name ends in `_CALLS`. Each name is unique and every route of the app has one (test/openapi-lint.test.ts).
 */
interface CallName {
  /** the table's export name without `_CALLS`, camelCase (`BO_PARTNER_CALLS` → `boPartner`) */
  table: string;
  /** the call's key in its table */
  key: string;
}

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `BO_PARTNER` → `boPartner` */
export function camelFromConstant(name: string): string {
  return name
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : upperFirst(word)))
    .join('');
}

/** `key` prefixed with `prefix` unless it starts with it as a whole word already (`userData` under `user`). */
function prefixed(prefix: string, key: string): string {
  if (key === prefix) return key;
  const startsWithIt = key.startsWith(prefix) && /[A-Z0-9]/.test(key.charAt(prefix.length));
  return startsWithIt ? key : `${prefix}${upperFirst(key)}`;
}

const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiCall).method === 'string' &&
  typeof (value as ApiCall).path === 'string';

function nameTables(tables: Record<string, unknown>): WeakMap<ApiCall, CallName> {
  const names = new WeakMap<ApiCall, CallName>();
  for (const [exportName, table] of Object.entries(tables)) {
    if (!exportName.endsWith('_CALLS') || typeof table !== 'object' || table === null) continue;
    const tableName = camelFromConstant(exportName.slice(0, -'_CALLS'.length));
    for (const [key, call] of Object.entries(table)) {
      // a call listed in two tables keeps the first name (the export order of the contract's index)
      if (isCall(call) && !names.has(call)) names.set(call, { table: tableName, key });
    }
  }
  return names;
}

const CALL_NAMES = nameTables(contract);

/**
 * The operationId of `call`, registered for `mountRole` (the role an account call is mounted for: the
 * calls of ACCOUNT_CALLS and those declared `role: 'account'` are named after it). A call outside the
 * contract's tables (a test's own route) is `unnamed_<method>_<path>`, which the lint test refuses in the
 * app's document.
 */
export function operationIdOf(call: ApiCall, mountRole?: AccountRole): string {
  const name = CALL_NAMES.get(call);
  const role = mountRole ?? (call.role === 'account' || call.role === null ? undefined : call.role);
  if (!name) {
    const path = `${mountRole ? `/${mountRole}` : ''}${call.path}`.replace(/[^a-zA-Z0-9]+/g, '_');
    return `${UNNAMED}${call.method.toLowerCase()}${path.replace(/_+$/, '')}`;
  }
  const accountTable = name.table === 'account';
  if (!accountTable && call.role !== 'account') return prefixed(name.table, name.key);
  if (!role) return prefixed(name.table, name.key);
  return prefixed(role, accountTable ? name.key : prefixed(name.table, name.key));
}

/** The start of the operationId of a call outside the contract's tables. */
export const UNNAMED = 'unnamed_';
