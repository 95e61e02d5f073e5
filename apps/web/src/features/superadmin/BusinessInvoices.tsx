import type { BackofficeBusinessRow, BackofficeCompanyInvoice } from '@champions/contract';
import { useState } from 'react';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { dateOnly, ListState } from './BoUi.tsx';
import { businessInvoiceFile, useBusinessInvoices, useMarkInvoicePaid } from './businessQueries.ts';

/** One company's invoices: the PDF of each, and "Označit jako zaplacenou" after a confirmation. */
export function BusinessInvoices({ company, now }: { company: BackofficeBusinessRow; now: Date }) {
  const invoices = useBusinessInvoices(company.id);
  const markPaid = useMarkInvoicePaid();
  const pdf = useBlobDownload();
  const [confirming, setConfirming] = useState<BackofficeCompanyInvoice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const titleId = `bo-business-invoices-${company.id}`;
  return (
    <section className="area-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="area-card__title">
        {t('boBusinesses.invoicesTitle', { name: company.name })}
      </h2>
      <ListState
        isPending={invoices.isPending}
        isError={invoices.isError}
        error={t('boBusinesses.invoicesLoadError')}
        retry={() => void invoices.refetch()}
      />
      {done && (
        <p role="status" className="bo-done">
          {done}
        </p>
      )}
      {pdf.error && <Alert tone="error">{pdf.error}</Alert>}
      {invoices.data && invoices.data.invoices.length === 0 && <p>{t('boBusinesses.invoicesEmpty')}</p>}
      {invoices.data && invoices.data.invoices.length > 0 && (
        <DataTable
          rows={invoices.data.invoices}
          rowKey={(invoice) => invoice.number}
          columns={[
            { label: t('boBusinesses.colNumber'), cell: (invoice) => invoice.number },
            { label: t('boBusinesses.colMonth'), cell: (invoice) => invoice.month },
            {
              label: t('boBusinesses.colAmount'),
              numeric: true,
              cell: (invoice) => formatCzk(invoice.total),
            },
            {
              label: t('boBusinesses.colDue'),
              cell: (invoice) => dateOnly.format(new Date(invoice.dueAt)),
            },
            {
              label: t('boBusinesses.colState'),
              cell: (invoice) => <InvoiceState invoice={invoice} now={now} />,
            },
          ]}
          action={{
            label: t('boBusinesses.actions'),
            cell: (invoice) => (
              <div className="button-row">
                <Button
                  variant="secondary"
                  className="button--small"
                  disabled={pdf.pending}
                  aria-label={t('boBusinesses.pdfOf', { number: invoice.number })}
                  onClick={() => pdf.save(businessInvoiceFile(invoice.number))}
                >
                  {t('boBusinesses.pdf')}
                </Button>
                {!invoice.paidAt && (
                  <Button
                    className="button--small"
                    aria-label={t('boBusinesses.markPaidOf', { number: invoice.number })}
                    onClick={() => {
                      setDone(null);
                      setConfirming(invoice);
                    }}
                  >
                    {t('boBusinesses.markPaid')}
                  </Button>
                )}
              </div>
            ),
          }}
        />
      )}
      {confirming && (
        <ConfirmActionDialog
          tone="primary"
          title={t('boBusinesses.markPaidTitle', { number: confirming.number })}
          text={t('boBusinesses.markPaidText', {
            number: confirming.number,
            name: company.name,
            amount: formatCzk(confirming.total),
          })}
          confirmLabel={t('boBusinesses.markPaidConfirm')}
          cancelLabel={t('boBusinesses.keep')}
          onConfirm={async () => {
            await markPaid.mutateAsync(confirming.number);
            setDone(t('boBusinesses.markedPaid', { number: confirming.number }));
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

function InvoiceState({ invoice, now }: { invoice: BackofficeCompanyInvoice; now: Date }) {
  if (invoice.paidAt)
    return <>{t('boBusinesses.paidOn', { date: dateOnly.format(new Date(invoice.paidAt)) })}</>;
  return (
    <strong>
      {new Date(invoice.dueAt) < now ? t('boBusinesses.overdue') : t('boBusinesses.unpaidState')}
    </strong>
  );
}
