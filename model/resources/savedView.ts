/**
 * 视图: a list's filters, columns, sort and page size saved under a name on the server, so that it follows
 * the user to another machine. Every signed-in user has them (SIGNED_IN); a user sees their own views and
 * those shared with the organisation they act for; only the owner changes or deletes one. The owner and
 * organisation are set by the server, and `state` must be a JSON object (server/engine/savedViewHooks.ts).
 */
import { SIGNED_IN } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const savedView: ResourceDef = {
  name: 'savedView',
  table: 'saved_view',
  label: ['视图', 'Saved views'],
  titleField: 'name',
  permissions: { view: SIGNED_IN, add: SIGNED_IN, edit: SIGNED_IN, delete: SIGNED_IN },
  defaultSort: 'name,asc',
  sections: [{ key: 'main', label: ['视图', 'View'] }],
  fields: [
    { name: 'name', type: 'text', label: ['视图名称', 'Name'], required: true, maxLength: 60, list: 200, search: 'contains', sortable: true, form: 'main' },
    { name: 'resource', type: 'text', label: ['所属列表', 'List'], required: true, maxLength: 64, createOnly: true, list: 140, search: 'exact', form: 'main' },
    {
      name: 'scope',
      type: 'text',
      label: ['共享范围', 'Shared with'],
      required: true,
      default: 'user',
      pattern: { regex: '^(user|org)$', message: ['共享范围只能是 user（仅自己）或 org（本单位）', 'Shared with must be user (only me) or org (my organisation)'] },
      list: 100,
      search: 'exact',
      form: 'main',
    },
    { name: 'state', type: 'longText', label: ['视图内容', 'State'], required: true, maxLength: 20_000, form: 'main' },
    { name: 'owner', type: 'user', label: ['创建人', 'Owner'], list: 120, form: false, detail: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], list: 180, form: false, detail: 'main' },
  ],
};
