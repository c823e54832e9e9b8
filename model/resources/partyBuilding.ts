/** 党建阵地 (/vanguard/partyBuilding): the party-building sites of a city (partyBase.ts). */
import type { ResourceDef } from '../resource/types.ts';
import { partyBase } from './partyBase.ts';

export const partyBuilding: ResourceDef = partyBase('partyBuilding', ['党建阵地', 'Party-building sites']);
