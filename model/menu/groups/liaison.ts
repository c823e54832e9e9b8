/** 工作联络 (work liaison): /guideWork and /officerGroup of spec section 2. */
import { group, page } from '../build.ts';

export const liaison = group('workLiaison', ['工作联络', 'Work liaison'], 'phone', [
  page('/guideWork/phoneBook', ['通讯录', 'Phone book'], { icon: 'book', resource: 'stafftelphone' }),
  page('/guideWork/sendReceive', ['政策文件', 'Policy documents'], { icon: 'file', resource: 'policyDocument' }),
], 90);
