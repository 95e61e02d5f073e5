import { useState } from 'react';
import { t } from '../i18n/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Button, FormError } from './forms.tsx';
import { submitErrorMessage } from './useForm.ts';

interface ConfirmActionDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** The action; the dialog closes when it succeeds and shows the Czech error when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Do you really want to …?" before a destructive action, with its pending and error states. */
export function ConfirmActionDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
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
        <Button variant="danger" loading={pending} onClick={confirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('adminStaff.keep')}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
