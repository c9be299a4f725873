import { useLocation, useNavigate } from 'react-router';

/**
 * Back to where the person came from in the app (a filtered list keeps its filters, which live
 * in its URL), or to `fallback` when this page opened the visit (a shared link, a reload after
 * a new tab: there is no app history then, `location.key` is 'default').
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const cameFromTheApp = useLocation().key !== 'default';
  return () => void (cameFromTheApp ? navigate(-1) : navigate(fallback));
}
