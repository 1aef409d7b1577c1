import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { adminPaths } from '../app/paths';
import { ADMIN_PAGES, ADMIN_SUBPAGES } from './admin-pages';
import { LoginPage } from './auth/LoginPage';
import { AdminHomeRedirect, RequireRole } from './auth/RequireRole';
import { RequireSession } from './auth/RequireSession';
import { AdminLayout } from './layout/AdminLayout';

/** The shared tablet (issue #18): no staff session, its own device token. */
const KioskPage = lazy(() => import('./timesheets/KioskPage').then((m) => ({ default: m.KioskPage })));
/** Password recovery (issue #27): outside the session guard. */
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

/** The app router mounts the back-office on /admin/*; these paths are relative to it. */
function relative(path: string): string {
  return path.slice(adminPaths.root.path.length + 1);
}

const pageRoutes: RouteObject[] = [...ADMIN_PAGES, ...ADMIN_SUBPAGES].map(({ path, minRole, Component }) => ({
  path: relative(path),
  element: (
    <RequireRole min={minRole}>
      <Component />
    </RequireRole>
  ),
}));

/**
 * Spec §2: /admin/login stands alone; everything else is behind the session guard and inside the
 * admin layout. /admin sends each role to its home page; an unknown /admin path goes there too.
 */
const routes: RouteObject[] = [
  { path: relative(adminPaths.login.path), element: <LoginPage /> },
  {
    path: relative(adminPaths.forgotPassword.path),
    element: (
      <Suspense fallback={null}>
        <ForgotPasswordPage />
      </Suspense>
    ),
  },
  {
    path: relative(adminPaths.resetPassword.path),
    element: (
      <Suspense fallback={null}>
        <ResetPasswordPage />
      </Suspense>
    ),
  },
  {
    path: relative(adminPaths.kiosk.path),
    element: (
      <Suspense fallback={null}>
        <KioskPage />
      </Suspense>
    ),
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminHomeRedirect /> },
          ...pageRoutes,
          { path: '*', element: <Navigate to={adminPaths.root.href()} replace /> },
        ],
      },
    ],
  },
];

export function AdminRoutes() {
  return useRoutes(routes);
}
