import { paths } from '../../lib/paths';
import type { AdminScreenSlug } from './admin-screens';

/** A panel screen's address, /admin/dashboard/<slug>: a reload keeps the screen. */
export function screenHref(slug: AdminScreenSlug | ''): string {
  const dashboard = paths.admin.dashboard.getHref();
  return slug ? `${dashboard}/${slug}` : dashboard;
}
