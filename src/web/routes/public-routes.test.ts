import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, type PublicPage } from '../../shared/public-pages';
import { routes } from '../routes';
import { pageModuleLoader, publicRoutes } from './public-routes';

const pages = Object.entries(PUBLIC_PAGES as Record<string, PublicPage>);

describe('the public route table', () => {
  it.each(pages.filter(([, page]) => page.module))(
    'draws %s with the component its shared entry names',
    async (_name, page) => {
      const load = pageModuleLoader(page.module as string);
      expect(load, page.module).toBeDefined();
      const module = await load?.();
      expect(typeof module?.[page.component as string], page.component).toBe('function');

      const route = publicRoutes.find((candidate) => candidate.path === page.path);
      const lazy = route?.lazy as (() => Promise<{ Component: unknown }>) | undefined;
      expect((await lazy?.())?.Component).toBe(module?.[page.component as string]);
    },
  );

  it('routes every page module of src/web/pages, so none is built and never shown', () => {
    const routed = new Set(pages.map(([, page]) => page.module));
    // Listed, not loaded: a lazy glob only names the files.
    const files = Object.keys(import.meta.glob('/src/web/pages/*-page.tsx')).filter(
      (file) => !/\/(home|not-found)-page\.tsx$/.test(file),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(routed, file).toContain(file.slice(1));
  });

  it('routes every public page, and only those, under the public layout', () => {
    const [root] = routes;
    const layout = root?.children?.find((child) => !child.path);
    const routed = (layout?.children ?? []).map((child) => child.path).filter((p) => p !== '*');
    expect(routed.sort()).toEqual(pages.map(([, page]) => page.path).sort());
  });
});
