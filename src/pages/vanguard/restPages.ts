/**
 * The spec's addresses of 银龄先锋's remaining pages that show an engine view with something fixed by the
 * address (docs/vanguard.md part 3), by menu path pattern; registry.ts merges them. Every other page of
 * theirs is the engine's crud views of the page's resource.
 */
import type { PageProps } from '../../router/pageProps.ts';
import type { LazyPage } from '../../ui/lazyPage.tsx';
import { crudViewAt } from './crudView.ts';

/** 党建阵地 and 教育基地: a city's table and form, a base's appointments and an appointment's details. */
function cityPages(path: string, resource: string): Record<string, LazyPage<PageProps>> {
  const appointments = `${path}/appointments`;
  const city = (params: PageProps['params']) => ({ orgId: params.city ?? '' });
  return {
    [`${path}/table/{city}`]: crudViewAt({
      view: 'list', resource, basePath: path, query: city,
      detailPath: (params) => (id) => `${path}/details/${encodeURIComponent(params.city ?? '')}/${encodeURIComponent(id)}`,
    }),
    [`${path}/addView/{city}`]: crudViewAt({ view: 'form', resource, basePath: path, query: city }),
    [`${path}/appointment/{id}`]: crudViewAt({
      view: 'list', resource: `${resource}Appointment`, basePath: appointments, query: (params) => ({ baseId: params.id ?? '' }),
      detailPath: () => (id) => `${path}/appointmentInfo/${encodeURIComponent(id)}`,
    }),
    [`${path}/appointmentInfo/{id}`]: crudViewAt({ view: 'detail', resource: `${resource}Appointment`, basePath: appointments }),
  };
}

export const VANGUARD_REST_PAGES: Record<string, LazyPage<PageProps>> = {
  ...cityPages('/vanguard/partyBuilding', 'partyBuilding'),
  ...cityPages('/vanguard/base', 'educationBase'),
  // The learners' catalogue: the published courses that 在线学习 keeps (its pages are where they are edited).
  '/vanguard/classroom/netWorkAcademy': crudViewAt({ view: 'list', resource: 'onlineCourse', basePath: '/vanguard/onlineLearning', query: () => ({ status: '1' }) }),
  // 最美先锋 of one type (1 个人, 2 集体), as published.
  '/vanguard/beautiful/detail/{type}': crudViewAt({
    view: 'list', resource: 'beautifulPioneer', basePath: '/vanguard/beautiful', query: (params) => ({ type: params.type ?? '', status: 'approved' }),
  }),
};
