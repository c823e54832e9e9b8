/** Chinese names for demo people (cadres, their families, bureau staff): common Zhejiang surnames. */
import type { Random } from './random.ts';

export const SURNAMES = '王陈张李吴周徐杨金胡朱黄方钱沈叶林郑何孙蒋许赵俞应潘毛丁楼蔡章施董邵姚汪陆傅程余郭范马谢鲍邱袁洪卢屠裘';
export const MALE = '建国 国庆 卫东 志强 永康 德明 正华 文彬 立新 宝根 金海 根法 国平 伟民 振华 学军 海林 荣华 家骅 忠良 明远 庆丰 春生 长林 树人 兴旺 耀祖 光明 克勤 子良'.split(' ');
export const FEMALE = '秀英 桂英 玉兰 美华 素珍 月娥 彩娣 丽华 爱萍 凤仙 雪芬 小红 惠珍 淑贞 亚琴 玲娣 静芳 菊英 金凤 佩华'.split(' ');

/** A full name; a man's or a woman's by chance when the sex is not given ('1' man, '2' woman). */
export function personName(random: Random, sex?: '1' | '2'): string {
  const female = sex ? sex === '2' : random.next() < 0.5;
  return random.pick([...SURNAMES]) + random.pick(female ? FEMALE : MALE);
}
