import { t } from '../../shared/i18n/index.ts';
import { RequireSession } from '../../shared/session/index.ts';
import { Alert } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { CompanyDetailsForm } from './CompanyDetailsForm.tsx';
import { useCompanyDetails } from './companyQueries.ts';
import { InviteEmployeesForm } from './InviteEmployeesForm.tsx';
import { InvoicesList } from './InvoicesList.tsx';
import { SeatsList } from './SeatsList.tsx';
import { SuspensionNotice } from './SuspensionNotice.tsx';
import './business.css';

/** /business/profile: the company's workspace: its details, employees and their seats. */
export function BusinessProfilePage() {
  return (
    <RequireSession accountRole="business">
      <BusinessWorkspace />
    </RequireSession>
  );
}

function BusinessWorkspace() {
  useDocumentTitle(t('businessArea.profileTitle'));
  const details = useCompanyDetails();
  return (
    <div className="business-page business-workspace">
      <div className="business-workspace__title">
        <h1>{t('businessArea.profileTitle')}</h1>
        {details.data && <p className="auth__lead">{details.data.companyName}</p>}
      </div>
      {details.data?.suspension && <SuspensionNotice suspension={details.data.suspension} />}
      <section className="business-card" aria-labelledby="company-seats-title">
        <h2 id="company-seats-title">{t('companyArea.seatsTitle')}</h2>
        <SeatsList />
      </section>
      <section className="business-card" aria-labelledby="company-employees-title">
        <h2 id="company-employees-title">{t('companyArea.employeesTitle')}</h2>
        <p className="auth__lead">{t('companyArea.employeesLead')}</p>
        <InviteEmployeesForm />
      </section>
      <section className="business-card" aria-labelledby="company-invoices-title">
        <h2 id="company-invoices-title">{t('companyArea.invoicesTitle')}</h2>
        <p className="auth__lead">{t('companyArea.invoicesLead')}</p>
        <InvoicesList />
      </section>
      <section className="business-card" aria-labelledby="company-details-title">
        <h2 id="company-details-title">{t('companyArea.detailsTitle')}</h2>
        <p className="auth__lead">{t('companyArea.detailsLead')}</p>
        {details.isPending && <p role="status">{t('form.loading')}</p>}
        {details.isError && <Alert tone="error">{submitErrorMessage(details.error)}</Alert>}
        {details.data && <CompanyDetailsForm details={details.data} />}
      </section>
    </div>
  );
}
