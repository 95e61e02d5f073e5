import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';

/** "Opravdu …?" before a money-moving or account-changing action, with its pending and error states. */
export function ConfirmAction({
  title,
  text,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  /** the dialog closes when it succeeds and shows the Czech error when it fails */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(submitErrorMessage(failure));
      setPending(false);
    }
  };
  return (
    <ConfirmDialog open title={title} onClose={onClose}>
      <p>{text}</p>
      <FormError message={error} />
      <div className="button-row">
        <Button variant={danger ? 'danger' : 'primary'} loading={pending} onClick={confirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('boUser.cancel')}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
