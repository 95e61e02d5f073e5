import { Outlet } from 'react-router';
import { BusinessHeader } from './BusinessHeader.tsx';
import './business.css';

/** The business area's pages: the business header above each of them. */
export function BusinessLayout() {
  return (
    <>
      <BusinessHeader />
      <Outlet />
    </>
  );
}
