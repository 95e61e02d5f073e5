import { useMemo, useState } from 'react';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { formatDate } from '../../shared/public-ui/index.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { qrImage } from '../../shared/ui/qrImage.ts';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { invoicePdfFile, useInvoices, useIssueInvoice } from './companyQueries.ts';

/** The company's invoices: issue this month's (after a confirmation), download each PDF, pay by QR. */
export function InvoicesList() {
  const invoices = useInvoices();
  const issue = useIssueInvoice();
  const pdf = useBlobDownload();
  const [confirming, setConfirming] = useState(false);
  const newest = invoices.data?.invoices[0];
  const qr = useMemo(() => (newest?.spayd && !newest.paidAt ? qrImage(newest.spayd, 4) : null), [newest]);

  if (invoices.isPending) return <p role="status">{t('form.loading')}</p>;
  if (invoices.isError) return <Alert tone="error">{submitErrorMessage(invoices.error)}</Alert>;
  return (
    <>
      {pdf.error && <Alert tone="error">{pdf.error}</Alert>}
      {invoices.data.invoices.length === 0 ? (
        <p>{t('companyArea.noInvoices')}</p>
      ) : (
        <DataTable
          rows={invoices.data.invoices}
          rowKey={(invoice) => invoice.number}
          columns={[
            { label: t('companyArea.invoiceNumber'), cell: (invoice) => invoice.number },
            { label: t('companyArea.invoiceMonth'), cell: (invoice) => invoice.month },
            {
              label: t('companyArea.invoiceTotal'),
              cell: (invoice) => formatCzk(invoice.total),
              numeric: true,
            },
            { label: t('companyArea.invoiceDue'), cell: (invoice) => formatDate(invoice.dueAt) },
            {
              label: t('companyArea.invoiceState'),
              cell: (invoice) =>
                invoice.paidAt ? t('companyArea.invoicePaid') : t('companyArea.invoiceUnpaid'),
            },
          ]}
          action={{
            label: t('companyArea.invoicePdf'),
            cell: (invoice) => (
              <Button
                variant="secondary"
                aria-label={t('companyArea.invoicePdfOf', { number: invoice.number })}
                onClick={() => pdf.save(invoicePdfFile(invoice.number))}
              >
                {t('companyArea.invoicePdf')}
              </Button>
            ),
          }}
        />
      )}
      {newest && qr && (
        <figure className="company-qr">
          <img src={qr} alt={t('companyArea.qrAlt', { number: newest.number })} width={160} height={160} />
          <figcaption>
            {t('companyArea.qrCaption', { vs: newest.variableSymbol, amount: formatCzk(newest.total) })}
          </figcaption>
        </figure>
      )}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('companyArea.issueInvoice')}
      </Button>
      {confirming && (
        <ConfirmActionDialog
          tone="primary"
          title={t('companyArea.issueTitle')}
          text={t('companyArea.issueText')}
          confirmLabel={t('companyArea.issueConfirm')}
          cancelLabel={t('companyArea.keep')}
          onConfirm={() => issue.mutateAsync()}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
