/** The declaration of talentDeclare for this area's pages, once loaded. */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useResource } from '../../crud/useResource.ts';
import { TALENT_RESOURCE } from './talentPaths.ts';

export function useTalentResource(): ResourceDef | undefined {
  return useResource(TALENT_RESOURCE);
}
