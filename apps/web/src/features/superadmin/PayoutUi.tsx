export { PayoutStateBadge } from '../../shared/ui/PayoutStateBadge.tsx';

import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import './payouts.css';

/** A Prague calendar date of an ISO instant, e.g. '1. 10. 2026'. */
export const pragueDate = (iso: string) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'medium' }).format(new Date(iso));
export const pragueDateTime = (iso: string) =>
  new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
export const percent = (bps: number) =>
  new Intl.NumberFormat('cs-CZ', { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

/** "Really?" before an action that moves money; shows the Czech error and stays open when it fails. */
export function ConfirmMoneyDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
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
        <Button loading={pending} onClick={confirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('payouts.cancel')}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
