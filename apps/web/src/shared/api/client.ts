import { isUnauthorizedRedirectExempt } from '@champions/domain';
import { getLanguage, localizedPath, stripLanguage } from '../i18n/language.ts';
import {
  isAreaOpenPage,
  logout,
  readToken,
  SESSION_LOGIN_PATH,
  SESSION_ROLES,
  type SessionRole,
  sessionRoleForPath,
  tokenHeaderName,
} from '../session/index.ts';
import { ApiError, httpFailureMessage, responseMessage } from './errors.ts';

/** Base of every API path (DESIGN: the API lives under /api). */
export const API_BASE = '/api';

/** Request header of each role's token (SPEC 6): X-User-Token, ..., X-Business-Token. */
export const TOKEN_HEADERS = Object.fromEntries(
  SESSION_ROLES.map((role) => [role, tokenHeaderName(role)]),
) as Readonly<Record<SessionRole, string>>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; undefined values are left out. */
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /**
   * A 401 here means wrong credentials, not an expired session (login, password checks): do not log
   * the role out and redirect.
   */
  ignoreUnauthorized?: boolean;
}

interface ClientConfig {
  /** Navigates inside the app (the router's navigate), used after a 401. */
  navigate: (to: string) => void;
  /** The current page path, to choose the login page and the exempt pages after a 401. */
  currentPath: () => string;
}

let config: ClientConfig = {
  navigate: (to) => window.location.assign(localizedPath(to)),
  currentPath: () => stripLanguage(window.location.pathname),
};

/** Lets the app plug in the router; the default uses window.location. */
export function configureApiClient(next: Partial<ClientConfig>): void {
  config = { ...config, ...next };
}

function url(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const text = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${text ? `?${text}` : ''}`;
}

/** What every call to the API sends: the page's language and the token of every logged-in role. */
export function requestHeaders(): Record<string, string> {
  return { 'Accept-Language': getLanguage(), ...tokenHeaders() };
}

/** The token headers of every logged-in role. */
export function tokenHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const role of SESSION_ROLES) {
    const token = readToken(role);
    if (token !== null) headers[TOKEN_HEADERS[role]] = `Bearer ${token}`;
  }
  return headers;
}

/**
 * SPEC 6: on a 401 the matching role (by the API path, else by the page) is logged out and sent to
 * its login page, except on the login, register and verify-email pages. On a public page (the
 * catalogue, an activity) the visitor stays where they are, signed out.
 */
function handleUnauthorized(apiPath: string): void {
  const page = config.currentPath();
  if (isUnauthorizedRedirectExempt(page) || isAreaOpenPage(page)) return;
  const pageRole = sessionRoleForPath(page);
  const role = sessionRoleForPath(apiPath) ?? pageRole;
  if (role === null) return;
  logout(role);
  if (pageRole === role) config.navigate(SESSION_LOGIN_PATH[role]);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the API: `apiFetch<T>('/public/')` → GET /api/public/. Sends JSON, adds the token header of
 * every logged-in role, returns the parsed JSON answer (undefined for an empty one) and throws an
 * `ApiError` for network failures and non-2xx answers.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...requestHeaders(),
    ...request.headers,
  };
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await fetch(url(path, request.query), {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(httpFailureMessage(0), 0);
  }
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !request.ignoreUnauthorized) handleUnauthorized(path);
    throw new ApiError(responseMessage(data) ?? httpFailureMessage(response.status), response.status, data);
  }
  return data as T;
}
