import { Loading } from '../components/ui/spinner';

/** Shown while the first lazily loaded route (e.g. the admin chunk) arrives. */
export function RouteFallback() {
  return <Loading className="min-h-dvh" />;
}
