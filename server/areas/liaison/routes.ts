/** 工作联络 (work liaison): the phone book and policy documents run on the engine; this area adds their rules. */
import { registerPolicyDocumentHooks } from './policyDocumentHooks.ts';

export function liaisonRoutes(): void {
  registerPolicyDocumentHooks();
}
