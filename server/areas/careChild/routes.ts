/** 关心下一代 (care for the next generation, issue 23): its records run on the engine; this area adds their rules. */
import { CARE_CONTENT_KINDS, type CareContentResource } from '../../../model/resources/careContent.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { careContentHooks, careMemberHooks, careOrganizationHooks } from './careChildHooks.ts';

export function careChildRoutes(): void {
  registerHooks('careOrganization', careOrganizationHooks);
  registerHooks('careMember', careMemberHooks);
  for (const resource of Object.keys(CARE_CONTENT_KINDS) as CareContentResource[]) registerHooks(resource, careContentHooks(resource));
}
