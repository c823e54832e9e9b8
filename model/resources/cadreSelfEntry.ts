/**
 * 自主录入 (self-entry): a cadre's basic information filled in by the cadre or a unit clerk as a draft,
 * submitted, accepted for review and approved into the archive or sent back with a reason. The same
 * table and fields as `cadre`; the archive's lists leave out what is still in this flow (server hooks).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { cadre } from './cadre.ts';
import { selfEntryLifecycle } from './cadreLifecycle.ts';

export const cadreSelfEntry: ResourceDef = {
  ...cadre,
  name: 'cadreSelfEntry',
  label: ['自主录入', 'Self-entry'],
  permissions: standardPermissions('cadreSelfEntry'),
  retentionDays: 30,
  lifecycle: selfEntryLifecycle,
};
