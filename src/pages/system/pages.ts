/** The hand-written pages of System (/system), by menu path pattern; registry.ts merges them. */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

const dictionaryTypeForm = lazyPage<PageProps>(() => import('./dict/DictionaryTypeFormPage.tsx'));

export const SYSTEM_PAGES: Record<string, LazyPage<PageProps>> = {
  '/system/roleManagement': lazyPage<PageProps>(() => import('./role/RoleManagementPage.tsx')),
  '/system/roleManagement/detail': lazyPage<PageProps>(() => import('./role/RoleDetailPage.tsx')),
  '/system/roleAuthorization': lazyPage<PageProps>(() => import('./role/RoleAuthorizationPage.tsx')),
  '/system/dictionaries': lazyPage<PageProps>(() => import('./dict/DictionaryPage.tsx')),
  '/system/dictionaries/detail': lazyPage<PageProps>(() => import('./dict/DictionaryDetailPage.tsx')),
  '/system/dictionaries/put': dictionaryTypeForm,
  '/system/dictionaries/add': dictionaryTypeForm,
  '/system/log': lazyPage<PageProps>(() => import('./logs/LoginLogPage.tsx')),
  '/system/operationLog': lazyPage<PageProps>(() => import('./logs/OperationLogPage.tsx')),
  '/system/password': lazyPage<PageProps>(() => import('./password/PasswordPage.tsx')),
  '/system/unit': lazyPage<PageProps>(() => import('./unit/UnitPage.tsx')),
  '/system/unitDetail': lazyPage<PageProps>(() => import('./unit/UnitDetailPage.tsx')),
  '/system/staff': lazyPage<PageProps>(() => import('./staff/StaffPage.tsx')),
  '/system/staffDetail': lazyPage<PageProps>(() => import('./staff/StaffDetailPage.tsx')),
  '/system/onlineUser': lazyPage<PageProps>(() => import('./online/OnlineUserPage.tsx')),
};
