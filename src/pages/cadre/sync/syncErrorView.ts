/** 同步异常 (cadreSyncError) as these pages show it: rows made by syncs, handled through retry and their lifecycle only. */
import { cadreSyncError } from '../../../../model/resources/cadreSyncError.ts';
import type { ResourceDef } from '../../../../model/resource/types.ts';

export const SYNC_ERRORS: ResourceDef = {
  ...cadreSyncError,
  lifecycle: { ...cadreSyncError.lifecycle!, editableIn: [] },
};
