/** Field validation texts, shared by the server and the browser's forms. */
import type { Messages } from './define.ts';

export const validation = {
  'validation.required': ['{label}不能为空', '{label} is required'],
  'validation.maxLength': ['{label}不能超过{max}个字符', '{label} must be at most {max} characters'],
  'validation.min': ['{label}不能小于{min}', '{label} must be at least {min}'],
  'validation.max': ['{label}不能大于{max}', '{label} must be at most {max}'],
  'validation.integer': ['{label}必须是整数', '{label} must be a whole number'],
  'validation.number': ['{label}必须是数字', '{label} must be a number'],
  'validation.scale': ['{label}最多保留{scale}位小数', '{label} allows at most {scale} decimal places'],
  'validation.date': ['{label}不是有效的日期（年-月-日）', '{label} is not a valid date (YYYY-MM-DD)'],
  'validation.month': ['{label}不是有效的年月（年-月）', '{label} is not a valid month (YYYY-MM)'],
  'validation.datetime': ['{label}不是有效的时间', '{label} is not a valid time'],
  'validation.boolean': ['{label}只能是“是”或“否”', '{label} must be yes or no'],
  'validation.dict': ['{label}的取值“{value}”不在字典中', '{label}: "{value}" is not in the dictionary'],
  'validation.idCardFormat': ['{label}应为18位（或15位）身份证号码', '{label} must be an 18-digit (or 15-digit) ID number'],
  'validation.idCardChecksum': ['{label}校验位不正确', '{label} has a wrong check character'],
  'validation.idCardBirth': ['{label}中的出生日期无效', '{label} contains an invalid birth date'],
  'validation.mobile': ['{label}格式不正确', '{label} is not a valid mobile number'],
  'validation.phone': ['{label}格式不正确（手机号或 0571-12345678）', '{label} is not a valid phone number'],
  'validation.email': ['{label}格式不正确', '{label} is not a valid e-mail address'],
  'validation.url': ['{label}必须以 http:// 或 https:// 开头', '{label} must start with http:// or https://'],
  'validation.pattern': ['{label}格式不正确', '{label} has the wrong format'],
  'validation.id': ['{label}不是有效的编号', '{label} is not a valid id'],
  'validation.list': ['{label}必须是列表', '{label} must be a list'],
  'validation.unknownField': ['不能修改字段：{field}', 'This field cannot be changed: {field}'],
} as const satisfies Messages;
