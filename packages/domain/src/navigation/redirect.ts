import { OLD_PAGE_ADDRESSES, PAGES } from './pages.ts';
import { isAuthPage } from './paths.ts';

/** Browser storage key of the saved post-login target (SPEC "Post-login return"). */
export const REDIRECT_STORAGE_KEY = 'champions.postLoginRedirect';

/** Query parameter that carries a same-origin path to return to after login. */
export const REDIRECT_QUERY_PARAM = 'redirect';

/** Where a user goes after login when nothing else is saved. */
export const DEFAULT_POST_LOGIN_PATH = PAGES.user.home;

/** A saved post-login target, as stored (JSON) under `REDIRECT_STORAGE_KEY`. */
export type PostLoginTarget =
  | {
      type: 'activity';
      activityId: string;
      selectedOption?: string;
      timeSlotId?: string;
      selectedDate?: string;
      /** Start the payment automatically once the activity page opens. */
      autoPay?: boolean;
    }
  | { type: 'paygplus' }
  | { type: 'championship'; selectedArea?: string; selectedType?: string; nationwide?: boolean }
  | { type: 'campaignActivity'; activityId?: string }
  | { type: 'subscription'; action?: string };

type Scalar = string | number | boolean | undefined;

function withQuery(path: string, params: Record<string, Scalar>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Parses the raw stored value. Anything that is not JSON, not an object, of an unknown type, or an
 * activity without an id gives null (which resolves to /user).
 */
export function parsePostLoginTarget(raw: string | null | undefined): PostLoginTarget | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  switch (data.type) {
    case 'activity': {
      const activityId = text(data.activityId);
      if (activityId === undefined) return null;
      return {
        type: 'activity',
        activityId,
        selectedOption: text(data.selectedOption),
        timeSlotId: text(data.timeSlotId),
        selectedDate: text(data.selectedDate),
        autoPay: data.autoPay === true,
      };
    }
    case 'paygplus':
      return { type: 'paygplus' };
    case 'championship':
      return {
        type: 'championship',
        selectedArea: text(data.selectedArea),
        selectedType: text(data.selectedType),
        nationwide: data.nationwide === true,
      };
    case 'campaignActivity':
      return { type: 'campaignActivity', activityId: text(data.activityId) };
    case 'subscription':
      return { type: 'subscription', action: text(data.action) };
    default:
      return null;
  }
}

/** The path a saved target leads to. */
export function postLoginTargetPath(target: PostLoginTarget | null): string {
  switch (target?.type) {
    case 'activity':
      return withQuery(PAGES.activity(target.activityId), {
        selectedOption: target.selectedOption,
        timeSlotId: target.timeSlotId,
        selectedDate: target.selectedDate,
        autoPay: target.autoPay ? 'true' : undefined,
      });
    case 'paygplus':
      return PAGES.paygPlus;
    case 'championship':
      return withQuery(
        PAGES.membershipCheckout,
        target.nationwide
          ? { nationwide: 'true', selectedType: target.selectedType }
          : { selectedArea: target.selectedArea, selectedType: target.selectedType },
      );
    case 'campaignActivity':
      return target.activityId === undefined
        ? PAGES.campaign.activities
        : PAGES.campaign.activity(target.activityId);
    case 'subscription':
      return withQuery(PAGES.user.subscription, { action: target.action });
    default:
      return DEFAULT_POST_LOGIN_PATH;
  }
}

const ORIGIN = 'https://same-origin.invalid';

/** The first path segment of every page of ours (PAGES and their older addresses): `activities`, `user`, ... */
function pageRoots(): ReadonlySet<string> {
  const roots = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const root = value.split(/[/?#]/)[1];
      if (root) roots.add(root.toLowerCase());
    } else if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
      for (const inner of Object.values(value)) walk(inner);
    }
  };
  walk(PAGES);
  walk(OLD_PAGE_ADDRESSES);
  return roots;
}
const PAGE_ROOTS = pageRoots();

/** Decodes percent-escapes until nothing changes (`%252e` → `%2e` → `.`); null when malformed. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Accepts only a path of our own pages (`/user/history?x=1#y`); returns it normalised, or null for
 * anything else. The path is normalised first — percent-escapes decoded, backslashes turned into
 * slashes, dot segments resolved — and only then judged, so `/.//evil.example`, `/%2e//x` or
 * `/./\x` (which a browser reads as `//evil.example`, another site) are refused like `//host`,
 * absolute URLs, `javascript:`, control characters and the login pages themselves (which would loop).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  const cut = value.search(/[?#]/);
  const rawPath = cut === -1 ? value : value.slice(0, cut);
  const rest = cut === -1 ? '' : value.slice(cut);
  const decoded = fullyDecoded(rawPath);
  if (decoded === null) return null;
  const path = decoded.replaceAll('\\', '/');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path + rest) || path.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(`${path}${rest}`, ORIGIN);
  } catch {
    /* v8 ignore next */
    return null;
  }
  // after the dot segments are resolved the path must still start with one slash and one of our pages
  if (url.origin !== ORIGIN || url.pathname.includes('//') || isAuthPage(url.pathname)) return null;
  const root = url.pathname.split('/')[1]!.toLowerCase();
  if (root !== '' && !PAGE_ROOTS.has(root)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface PostLoginRedirectInput {
  /** Value of the `?redirect=` query parameter on the login page, if any. */
  query?: string | null;
  /** Raw value stored under `REDIRECT_STORAGE_KEY`, if any. */
  stored?: string | null;
}

/**
 * Where a user goes after login: a safe `?redirect=` path wins; else the saved target; else /user.
 * An unparseable saved target gives /user (SPEC section 8).
 */
export function resolvePostLoginRedirect({ query, stored }: PostLoginRedirectInput): string {
  return safeRedirectPath(query) ?? postLoginTargetPath(parsePostLoginTarget(stored));
}
