/** The resource engine's refusals: the server's answers only (registered by all.ts, downloaded by no screen). */
import type { Messages } from './define.ts';

export const engine = {
  'engine.badPage': ['页码必须是不小于1的整数', 'The page must be a whole number of at least 1'],
  'engine.badSize': ['每页条数必须是1到{max}之间的整数', 'The page size must be a whole number from 1 to {max}'],
  'engine.badSort': ['不能按“{field}”排序', 'Cannot sort by "{field}"'],
  'engine.unknownFilter': ['未知的查询条件：{name}', 'Unknown filter: {name}'],
  'engine.badFilter': ['查询条件“{label}”的值不正确：{value}', 'The filter "{label}" has a wrong value: {value}'],
  'engine.versionMissing': ['缺少版本号（version），请刷新后重试', 'The version is missing: reload and try again'],
  'engine.conflict': ['该记录已被他人修改，请刷新后重试', 'Someone else changed this record: reload and try again'],
  'engine.notEditable': ['当前状态（{state}）不能修改', 'The record cannot be changed in its current state ({state})'],
  'engine.badTransition': ['当前状态（{state}）不能执行“{action}”', '"{action}" is not possible in the current state ({state})'],
  'engine.reasonRequired': ['请填写原因', 'Please give a reason'],
  'engine.reviewOwn': ['不能审核自己提交的内容', 'You cannot decide on an item you submitted yourself'],
  'engine.alreadyDecided': ['该内容已审核（{state}），不能重复审核', 'This item has already been decided ({state})'],
  'engine.notYourLevel': ['该记录当前{state}，您不是这一级的审批人', 'This record is {state}; you are not an approver of that level'],
  'engine.authorOnly': ['只有作者本人可以{action}', 'Only the author may {action}'],
  'engine.authorEditsOnly': ['只有作者本人可以修改该内容', 'Only the author may change this item'],
  'engine.orgOutOfScope': ['所选单位不在您的管理范围内', 'The organisation is outside your scope'],
  'engine.duplicate': ['{label}“{value}”已存在', '{label} "{value}" already exists'],
  'engine.someMissing': ['部分记录不存在或无权操作，未做任何修改', 'Some records do not exist or are out of your scope; nothing was changed'],
  'engine.idsRequired': ['请选择要操作的记录', 'Select the records first'],
  'engine.notInRecycleBin': ['回收站中没有该记录', 'The record is not in the recycle bin'],
  'engine.restoreDuplicate': ['已有与“{title}”重复的记录，不能恢复', 'A record like "{title}" exists already: it cannot be restored'],
  'engine.noRecycleBin': ['该数据没有回收站', 'This kind of record has no recycle bin'],
  'engine.notSensitive': ['该字段无需解密显示', 'This field is not masked'],
  'engine.refMissing': ['{label}不存在', '{label} does not exist'],
} as const satisfies Messages;
