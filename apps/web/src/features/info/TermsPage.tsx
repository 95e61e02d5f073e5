import { PAGES, TERMS_VALUES } from '@champions/domain';
import { Link } from 'react-router';
import { type MessageKey, messageKeys, t } from '../../shared/i18n/index.ts';
import { usePageMeta } from '../../shared/public-ui/index.ts';

type Document = 'userTerms' | 'privacy' | 'partnerTerms';

const DOCUMENTS: { id: Document; path: string }[] = [
  { id: 'userTerms', path: PAGES.userTerms },
  { id: 'privacy', path: PAGES.privacy },
  { id: 'partnerTerms', path: PAGES.terms },
];

const text = (key: string) => t(key as MessageKey, TERMS_VALUES);

/** One legal document: numbered sections from the catalogue, then links to the other documents. */
function LegalDocument({ id }: { id: Document }) {
  usePageMeta({ title: text(`${id}.title`), description: text(`${id}.lead`) });
  return (
    <article className="page container prose" aria-labelledby="legal-title">
      <h1 id="legal-title">{text(`${id}.title`)}</h1>
      <p className="page__lead">{text(`${id}.lead`)}</p>
      {messageKeys(`${id}.sections`).map((section, index) => (
        <section key={section} aria-labelledby={`legal-${index}`}>
          <h2 id={`legal-${index}`}>
            {index + 1}. {text(`${section}.title`)}
          </h2>
          {messageKeys(section)
            .filter((key) => !key.endsWith('.title'))
            .map((paragraph) => (
              <p key={paragraph}>{text(paragraph)}</p>
            ))}
        </section>
      ))}
      <p className="terms__updated">{t('legal.updated')}</p>
      <nav aria-label={t('legal.otherDocuments')}>
        <ul className="legal__links">
          {DOCUMENTS.filter((doc) => doc.id !== id).map((doc) => (
            <li key={doc.id}>
              <Link to={doc.path}>{text(`${doc.id}.title`)}</Link>
            </li>
          ))}
          <li>
            <Link to={PAGES.contact}>{t('legal.questions')}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}

/** /user-terms, /terms-user and /user-term: terms of use for customers. */
export function UserTermsPage() {
  return <LegalDocument id="userTerms" />;
}

/** /privacy: how personal data is processed and how to use the GDPR rights. */
export function PrivacyPage() {
  return <LegalDocument id="privacy" />;
}

/** /terms: terms for partners (venues). */
export function PartnerTermsPage() {
  return <LegalDocument id="partnerTerms" />;
}
