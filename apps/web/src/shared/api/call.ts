import { type ApiCall, type CallAnswer, type CallInput, callPath } from '@champions/contract';
import { type ApiRequest, apiFetch } from './client.ts';

/** How a call is sent beyond its input: abort signal, 401 handling, and the `/{role}` of account calls. */
export type CallOptions = Pick<ApiRequest, 'signal' | 'ignoreUnauthorized' | 'headers'> & {
  /** the mount of an account call (`ROLE_AUTH[role].api`, e.g. `/user`) */
  prefix?: string;
};

/**
 * Calls one entry of the contract's route table, typed from it: the params, query and body it declares
 * are required, the answer has the call's answer type.
 * `callApi(ACCOUNT_CALLS.login, { prefix: '/user', body: { email, password } })`.
 */
export function callApi<C extends ApiCall>(
  call: C,
  input: CallInput<C> & CallOptions,
): Promise<CallAnswer<C>> {
  const { params, query, body, prefix, ...options } = input as CallOptions & {
    params?: Record<string, unknown>;
    query?: ApiRequest['query'];
    body?: unknown;
  };
  // a money call carries an Idempotency-Key: a repeat of the same attempt (a retry) never charges twice
  const headers = call.moneyWrite
    ? { 'Idempotency-Key': crypto.randomUUID(), ...options.headers }
    : options.headers;
  return apiFetch<CallAnswer<C>>(`${prefix ?? ''}${callPath(call.path, params)}`, {
    ...options,
    ...(headers ? { headers } : {}),
    method: call.method,
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
  });
}
