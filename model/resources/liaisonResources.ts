/** The resources of 工作联络 built in issue 23 (docs/liaison.md), in the order their pages appear. */
import type { ResourceDef } from '../resource/types.ts';
import { annualReport } from './annualReport.ts';
import { cadresTeamCity } from './cadresTeamCity.ts';
import { cadresTeamProvince } from './cadresTeamProvince.ts';

export const LIAISON_RESOURCES: readonly ResourceDef[] = [annualReport, cadresTeamCity, cadresTeamProvince];
