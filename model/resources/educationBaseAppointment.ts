/** Visit appointments of 教育基地 (baseAppointment.ts). */
import type { ResourceDef } from '../resource/types.ts';
import { baseAppointment } from './baseAppointment.ts';

export const educationBaseAppointment: ResourceDef = baseAppointment('educationBase', '教育基地');
