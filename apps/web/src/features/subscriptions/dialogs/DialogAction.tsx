import { useState } from 'react';
import { storeErrorMessage } from '../../../shared/api/index.ts';

/**
 * The one action of a subscription dialog: busy while it runs, its error shown in the dialog, and the
 * message it returns handed to `onDone`. `failure` turns an error into the text shown (SPEC 8 fixes
 * some of them).
 */
export function useDialogAction(
  onDone: (message: string) => void,
  failure: (error: unknown) => string = storeErrorMessage,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await action());
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** The error and the two buttons at the foot of a subscription dialog (confirm only when it can be done). */
export function DialogFooter({
  error,
  busy,
  confirmLabel,
  onConfirm,
  closeLabel,
  onClose,
  canConfirm = true,
}: {
  error: string | null;
  busy: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  closeLabel: string;
  onClose: () => void;
  canConfirm?: boolean;
}) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sub-actions">
        {canConfirm && (
          <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </>
  );
}
