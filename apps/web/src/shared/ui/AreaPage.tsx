import { type ReactNode, useId } from 'react';
import { useDocumentTitle } from './useDocumentTitle.ts';

interface AreaPageProps {
  /** The page's heading, also its document title. */
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A page inside an area shell: its heading, an optional lead, and the content. */
export function AreaPage({ title, lead, children }: AreaPageProps) {
  useDocumentTitle(title);
  const titleId = useId();
  return (
    <section className="area-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="area-page__title">
        {title}
      </h1>
      {lead && <p className="area-page__lead">{lead}</p>}
      {children}
    </section>
  );
}
