import type { CompanySuspension } from '@champions/contract';
import { useMemo } from 'react';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { formatDate } from '../../shared/public-ui/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { qrImage } from '../../shared/ui/qrImage.ts';
import { invoicePdfFile } from './companyQueries.ts';

/**
 * The company's seats are suspended for an unpaid invoice: why (which invoice, since when), what it
 * means for the employees, and how to pay it (QR Platba, amount, variable symbol, due date, the PDF).
 */
export function SuspensionNotice({ suspension }: { suspension: CompanySuspension }) {
  const { invoice } = suspension;
  const pdf = useBlobDownload();
  const qr = useMemo(() => (invoice.spayd ? qrImage(invoice.spayd, 4) : null), [invoice.spayd]);
  const amount = formatCzk(invoice.total);
  return (
    <section
      className="business-card company-suspension"
      aria-labelledby="company-suspension-title"
      data-testid="company-suspension"
    >
      <h2 id="company-suspension-title">{t('companyArea.suspendedTitle')}</h2>
      <p>
        {t('companyArea.suspendedWhy', {
          number: invoice.number,
          amount,
          due: formatDate(invoice.dueAt),
          since: formatDate(suspension.since),
        })}
      </p>
      <p>{t('companyArea.suspendedEffect')}</p>
      <h3>{t('companyArea.suspendedHowTitle')}</h3>
      <p>{t('companyArea.suspendedHow', { amount, vs: invoice.variableSymbol })}</p>
      {qr && (
        <figure className="company-qr">
          <img src={qr} alt={t('companyArea.qrAlt', { number: invoice.number })} width={160} height={160} />
          <figcaption>{t('companyArea.qrCaption', { vs: invoice.variableSymbol, amount })}</figcaption>
        </figure>
      )}
      <p>{t('companyArea.suspendedAfter')}</p>
      {pdf.error && <Alert tone="error">{pdf.error}</Alert>}
      <Button
        variant="secondary"
        aria-label={t('companyArea.invoicePdfOf', { number: invoice.number })}
        onClick={() => pdf.save(invoicePdfFile(invoice.number))}
      >
        {t('companyArea.invoicePdf')}
      </Button>
    </section>
  );
}
