import type { RouteObject } from 'react-router';
import { adminRoutes } from './features/admin/routes.tsx';
import { businessRoutes } from './features/business/routes.tsx';
import { partnerRoutes } from './features/partner/routes.tsx';
import { staffRoutes } from './features/staff/routes.tsx';
import { superadminRoutes } from './features/superadmin/routes.tsx';
import { trainerRoutes } from './features/trainer/routes.tsx';

/**
 * The routes of the partner, staff, trainer, business and back-office areas. Their table is not in
 * the first JavaScript of the public site: the router loads it the first time an address matches no
 * public route (see `AppRoutes` in router.tsx and shared/routing/route-table.tsx). A new area feature adds one line here.
 */
export const areaRoutes: RouteObject[] = [
  ...adminRoutes,
  ...superadminRoutes,
  ...staffRoutes,
  ...trainerRoutes,
  ...partnerRoutes,
  ...businessRoutes,
];
