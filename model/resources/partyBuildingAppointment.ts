/** Visit appointments of 党建阵地 (baseAppointment.ts). */
import type { ResourceDef } from '../resource/types.ts';
import { baseAppointment } from './baseAppointment.ts';

export const partyBuildingAppointment: ResourceDef = baseAppointment('partyBuilding', '党建阵地');
