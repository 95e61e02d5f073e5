import { useState } from 'react';
import { localizedPath } from '../../shared/i18n/index.ts';
import { login } from '../../shared/session/index.ts';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { openAdminSession } from './queries.ts';

/**
 * Opens one owned admin account's /admin screens with a short-lived admin token (audited on the
 * server), at the given page of the panel: which account is opening, and the error when it failed.
 */
export function useOpenAdminPanel() {
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async (adminId: string, path: string) => {
    setOpening(adminId);
    setError(null);
    try {
      const { token } = await openAdminSession(adminId);
      login('admin', token);
      window.location.assign(localizedPath(path));
    } catch (failure) {
      setError(submitErrorMessage(failure));
      setOpening(null);
    }
  };
  return { opening, error, open };
}
