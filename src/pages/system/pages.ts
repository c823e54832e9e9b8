/** The hand-written pages of System (/system), by menu path pattern; registry.ts merges them. */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this area: its chunk and the area's texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/systemArea.ts') });

const dictionaryTypeForm = page(() => import('./dict/DictionaryTypeFormPage.tsx'));

export const SYSTEM_PAGES: Record<string, LazyPage<PageProps>> = {
  '/system/roleManagement': page(() => import('./role/RoleManagementPage.tsx')),
  '/system/roleManagement/detail': page(() => import('./role/RoleDetailPage.tsx')),
  '/system/roleAuthorization': page(() => import('./role/RoleAuthorizationPage.tsx')),
  '/system/dictionaries': page(() => import('./dict/DictionaryPage.tsx')),
  '/system/dictionaries/detail': page(() => import('./dict/DictionaryDetailPage.tsx')),
  '/system/dictionaries/put': dictionaryTypeForm,
  '/system/dictionaries/add': dictionaryTypeForm,
  '/system/log': page(() => import('./logs/LoginLogPage.tsx')),
  '/system/operationLog': page(() => import('./logs/OperationLogPage.tsx')),
  '/system/password': page(() => import('./password/PasswordPage.tsx')),
  '/system/unit': page(() => import('./unit/UnitPage.tsx')),
  '/system/unitDetail': page(() => import('./unit/UnitDetailPage.tsx')),
  '/system/staff': page(() => import('./staff/StaffPage.tsx')),
  '/system/staffDetail': page(() => import('./staff/StaffDetailPage.tsx')),
  '/system/onlineUser': page(() => import('./online/OnlineUserPage.tsx')),
};
