/** Every declaration the server reads records by: the engine's resources and the system area's (model/resources). */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { dictionaryType } from '../../../model/resources/dictionaryType.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import { clientErrorLog, loginLog, operationLog } from '../../../model/resources/logs.ts';
import { organization } from '../../../model/resources/organization.ts';
import { role } from '../../../model/resources/role.ts';
import { users } from '../../../model/resources/users.ts';

const SYSTEM = [users, role, organization, loginLog, operationLog, clientErrorLog, dictionaryType];

export function declarationOf(name: string): ResourceDef | undefined {
  return resourceByName(name) ?? SYSTEM.find((d) => d.name === name);
}
