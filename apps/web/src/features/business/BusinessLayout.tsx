import { Outlet } from 'react-router';
import { Main } from '../../shared/ui/Main.tsx';
import { BusinessHeader } from './BusinessHeader.tsx';
import './business.css';

/** The business area's pages: the business header above each of them. */
export function BusinessLayout() {
  return (
    <>
      <BusinessHeader />
      <Main>
        <Outlet />
      </Main>
    </>
  );
}
