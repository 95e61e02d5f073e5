import { createContext, type ReactNode, useContext } from 'react';

const InsideMain = createContext(false);

/** The id of the main landmark: the skip link's target, focused after a client-side navigation. */
export const MAIN_ID = 'main';

/**
 * The page's one main landmark. The public layout renders it around every page; an area with its own
 * header (user, partner, back office, business, sign-in screens) renders it around its content, so
 * that its header is a banner beside it and not inside it. Nested in another, it is a plain block.
 */
export function Main({ className, children }: { className?: string; children: ReactNode }) {
  if (useContext(InsideMain)) return <div className={className}>{children}</div>;
  return (
    <InsideMain.Provider value={true}>
      <main id={MAIN_ID} className={className} tabIndex={-1}>
        {children}
      </main>
    </InsideMain.Provider>
  );
}
