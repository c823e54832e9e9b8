/** 教育基地 (/vanguard/base): the education bases of a city (partyBase.ts). */
import type { ResourceDef } from '../resource/types.ts';
import { partyBase } from './partyBase.ts';

export const educationBase: ResourceDef = partyBase('educationBase', ['教育基地', 'Education bases']);
