/** Record checks of 支部党员 (partyMember.ts): a member living away says where. */
import type { RecordCheck } from '../resource/types.ts';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

export const partyMemberChecks: readonly RecordCheck[] = [
  {
    field: 'flowAddress',
    message: ['流动党员须填写外出所在地', 'Say where a member living away lives'],
    test: (r) => r.isFlowing !== true || given(r.flowAddress),
  },
];
