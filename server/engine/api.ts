/** Where the engine's resources live on the wire (architecture.md "Wire format"). */
export const API = '/lgbsmp/api/v1';
