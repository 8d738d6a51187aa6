import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUser } from '@meridian/shared/session';
import { loginPathFor } from '../../lib/redirect-target.ts';

/**
 * Shows `children` to a signed-in visitor; sends anyone else to /login with `?redirect=` back
 * here. Render it in the browser only (inside ClientOnly): the server never knows the session.
 */
export function RequireLogin({ children }: { readonly children: ReactNode }) {
  const { token } = useUser();
  const location = useLocation();
  if (token === null) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}
