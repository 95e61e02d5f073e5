import { REDIRECT_STORAGE_KEY } from '@champions/domain';

/**
 * The `?redirect=` path of a login or registration page, remembered while the visitor goes to their
 * mailbox and back (the verification link carries only its token). Read once after verification.
 */
export const PENDING_REDIRECT_PATH_KEY = 'champions.pendingRedirectPath';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved post-login target (SPEC "Post-login return"), or null. */
export function readStoredRedirect(): string | null {
  return store()?.getItem(REDIRECT_STORAGE_KEY) ?? null;
}

/** Saves where a logged-out visitor wanted to go (JSON, see PostLoginTarget in the domain). */
export function saveStoredRedirect(target: object): void {
  store()?.setItem(REDIRECT_STORAGE_KEY, JSON.stringify(target));
}

export function clearStoredRedirect(): void {
  store()?.removeItem(REDIRECT_STORAGE_KEY);
}

export function rememberRedirectPath(path: string | null): void {
  if (path) store()?.setItem(PENDING_REDIRECT_PATH_KEY, path);
  else store()?.removeItem(PENDING_REDIRECT_PATH_KEY);
}

/** The remembered `?redirect=` path, removed as it is read. */
export function takeRedirectPath(): string | null {
  const path = store()?.getItem(PENDING_REDIRECT_PATH_KEY) ?? null;
  store()?.removeItem(PENDING_REDIRECT_PATH_KEY);
  return path;
}
