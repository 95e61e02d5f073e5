import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { configureApiClient } from '../shared/api/index.ts';

/** Lets the API client move inside the app (to the login page after a 401) without a reload. */
export function ApiNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  useEffect(() => {
    configureApiClient({
      navigate: (to) => void navigate(to, { replace: true }),
      currentPath: () => pathname.current,
    });
  }, [navigate]);
  return null;
}
