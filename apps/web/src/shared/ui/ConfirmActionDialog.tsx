import { useState } from 'react';
import { t } from '../i18n/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Button, FormError } from './forms.tsx';
import { submitErrorMessage } from './useForm.ts';

interface ConfirmActionDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** 'danger' (red) for what cannot be undone, 'primary' for an ordinary confirmation */
  tone?: 'danger' | 'primary';
  /** the label of the button that keeps things as they are */
  cancelLabel?: string;
  /** The action; the dialog closes when it succeeds and shows the Czech error when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Do you really want to …?" before a destructive or money-moving action, with its pending and error states. */
export function ConfirmActionDialog({
  title,
  text,
  confirmLabel,
  tone = 'danger',
  cancelLabel,
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
        <Button variant={tone} loading={pending} onClick={confirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} autoFocus>
          {cancelLabel ?? t('adminStaff.keep')}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
