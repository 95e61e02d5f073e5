import {
  type BackofficeRefundBody,
  type BackofficeUserPaymentRow,
  backofficeRefundBody,
} from '@champions/contract';
import { useMemo, useRef, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { TextAreaField } from '../../shared/ui/fields.tsx';
import { Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { crownsTextToHaler, halerToCrownsText } from './moneyInput.ts';
import { useRefundPayment } from './refundQueries.ts';

/**
 * "Vrátit platbu": the amount in Kč (the whole remaining card part by default, at most that), a required
 * reason, then a confirmation naming the amount and what happens to the ticket.
 */
export function RefundForm({
  userId,
  email,
  payment,
  onDone,
  onCancel,
}: {
  userId: string;
  email: string;
  payment: BackofficeUserPaymentRow;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const schema = useMemo(
    () =>
      backofficeRefundBody.refine((body) => body.amount <= payment.refundable, {
        message: t('boRefunds.overMax', { max: formatCzk(payment.refundable) }),
        path: ['amount'],
      }),
    [payment.refundable],
  );
  const form = useForm(schema);
  const refund = useRefundPayment(userId);
  const [pending, setPending] = useState<BackofficeRefundBody | null>(null);
  // one Idempotency-Key per confirmed attempt: a double click or a retry refunds once
  const key = useRef('');
  const ticketNote = pending ? ticketNoteOf(payment, pending.amount === payment.refundable) : '';
  return (
    <>
      <form
        ref={form.formRef}
        noValidate
        className="bo-refund-form"
        aria-label={t('boRefunds.formLabel', { what: payment.description })}
        onSubmit={form.handleSubmit(
          (values) => ({
            amount: crownsTextToHaler(formText(values, 'amount')),
            reason: formText(values, 'reason'),
          }),
          async (body) => {
            key.current = crypto.randomUUID();
            setPending(body);
          },
        )}
      >
        <TextField
          name="amount"
          label={t('boRefunds.amount')}
          hint={t('boRefunds.amountHint', { max: formatCzk(payment.refundable) })}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={halerToCrownsText(payment.refundable)}
          error={form.errors.amount}
          onChange={() => form.clearError('amount')}
        />
        <TextAreaField
          rows={3}
          name="reason"
          label={t('boRefunds.reason')}
          maxLength={500}
          error={form.errors.reason}
          onChange={() => form.clearError('reason')}
        />
        <FormError message={form.formError} id={form.errorId} />
        <div className="bo-actions">
          <Button type="submit" variant="danger">
            {t('boRefunds.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('boRefunds.cancel')}
          </Button>
        </div>
      </form>
      {pending && (
        <ConfirmActionDialog
          cancelLabel={t('boRefunds.keep')}
          title={t('boRefunds.confirmTitle', { amount: formatCzk(pending.amount) })}
          text={`${t('boRefunds.confirmText', {
            amount: formatCzk(pending.amount),
            email,
            what: payment.description,
            reason: pending.reason,
          })}${ticketNote ? ` ${ticketNote}` : ''}`}
          confirmLabel={t('boRefunds.confirm', { amount: formatCzk(pending.amount) })}
          tone="danger"
          onConfirm={async () => {
            const answer = await refund.mutateAsync({
              paymentId: payment.id,
              body: pending,
              key: key.current,
            });
            onDone(
              t('boRefunds.done', {
                amount: formatCzk(answer.refund.amount),
                number: answer.refund.creditNoteNumber,
              }),
            );
          }}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}

/** What the confirmation says about the ticket an entry payment bought, or about the membership. */
function ticketNoteOf(payment: BackofficeUserPaymentRow, full: boolean): string {
  if (payment.kind !== 'entry') return t('boRefunds.confirmPlanNote');
  if (!full) return payment.ticket === 'unused' ? t('boRefunds.confirmTicketKept') : '';
  if (payment.ticket === 'unused') return t('boRefunds.confirmTicketCancelled');
  if (payment.ticket === 'used') return t('boRefunds.confirmTicketUsed');
  return '';
}
