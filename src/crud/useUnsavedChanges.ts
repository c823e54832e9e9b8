/** The shell's unsaved-changes guard (asks before a page or its tag is left), imported here only. */
export { useUnsavedChanges } from '../shell/useUnsavedChanges.ts';
