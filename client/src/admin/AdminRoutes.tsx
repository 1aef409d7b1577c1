import { Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { adminPaths } from '../lib/paths';
import { LoginPage } from './auth/LoginPage';
import { AdminHomeRedirect, RequireRole } from './auth/RequireRole';
import { RequireSession } from './auth/RequireSession';
import { navPages } from './kit/page';
import { AdminLayout } from './pages/AdminLayout';
import { ADMIN_PAGES } from './pages.generated';

/** The app router mounts the back-office on /admin/*; these paths are relative to it. */
function relative(path: string): string {
  return path.slice(adminPaths.root.path.length + 1);
}

/** The pages with a staff session, each behind its role, inside the layout. */
const pageRoutes: RouteObject[] = ADMIN_PAGES.flatMap(({ path, minRole, Component }) =>
  minRole === null
    ? []
    : [
        {
          path: relative(path),
          element: (
            <RequireRole min={minRole}>
              <Component />
            </RequireRole>
          ),
        },
      ],
);

/** The pages without a staff session (password recovery, the shared tablet): outside the guard and the layout. */
const sessionlessRoutes: RouteObject[] = ADMIN_PAGES.filter((page) => page.minRole === null).map(({ path, Component }) => ({
  path: relative(path),
  element: (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  ),
}));

const sidebar = navPages(ADMIN_PAGES);

/**
 * Spec §2: /admin/login stands alone; everything else is behind the session guard and inside the
 * admin layout. /admin sends each role to its home page; an unknown /admin path goes there too.
 * The pages come from their own declarations (`<feature>/<name>.page.ts` → pages.generated.ts).
 */
const routes: RouteObject[] = [
  { path: relative(adminPaths.login.path), element: <LoginPage /> },
  ...sessionlessRoutes,
  {
    element: <RequireSession />,
    children: [
      {
        element: <AdminLayout pages={sidebar} />,
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
