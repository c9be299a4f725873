import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { LoadingPage, StatusPage } from '@atrium/features';

/** While the first route module loads. */
export function RouteLoading() {
  return <LoadingPage />;
}

/** A route that failed to load or render: 404 for unknown routes, else 500. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  return <StatusPage status={status} onHome={() => void navigate('/', { replace: true })} />;
}
