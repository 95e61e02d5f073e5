import { t } from '../../shared/i18n/index.ts';
import { usePageMeta, useSeller } from '../../shared/public-ui/index.ts';
import { RequestForm } from '../requests/index.ts';

/** /contact: contact details and the contact form (creates a request for the back office). */
export function ContactPage() {
  usePageMeta({ title: t('contact.title'), description: t('contact.description') });
  const seller = useSeller();
  return (
    <div className="page container split">
      <section aria-labelledby="contact-title">
        <h1 id="contact-title">{t('contact.title')}</h1>
        <p className="page__lead">{t('contact.lead')}</p>
        <dl className="contact-list">
          <dt>{t('contact.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${t('contact.email')}`}>{t('contact.email')}</a>
          </dd>
          <dt>{t('contact.hoursLabel')}</dt>
          <dd>{t('contact.hours')}</dd>
          {seller.data && (
            <>
              <dt>{t('contact.companyLabel')}</dt>
              <dd>{seller.data.name}</dd>
              <dt>{t('contact.icoLabel')}</dt>
              <dd>{seller.data.ico}</dd>
              <dt>{t('contact.addressLabel')}</dt>
              <dd>{seller.data.address}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
        <RequestForm kind="contact" />
      </section>
    </div>
  );
}
