/** Texts of 关心下一代 (issue 23, docs/careChild.md): the server's refusals of its rules. */
import type { Messages } from './define.ts';

export const careChild = {
  'careChild.provinceHasNoParent': ['省级关工委没有上级组织', 'A province committee has no parent committee'],
  'careChild.parentRequired': ['请选择上一级关工委组织', 'Choose the committee one level above'],
  'careChild.parentLevel': ['上级组织须为{level}级关工委', 'The parent must be a committee of the level above ({level})'],
  'careChild.parentSelf': ['上级组织不能是本组织', 'A committee cannot be its own parent'],
  'careChild.hasChildren': ['该关工委还有下级组织，不能删除', 'The committee still has committees below it; it cannot be deleted'],
} as const satisfies Messages;
