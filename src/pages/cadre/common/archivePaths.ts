/**
 * Where a cadre's record opens from the reminder, verification and sync pages: the archive's own views
 * (信息维护, the crud views of `cadre` under /retiredVeteranCadres/essentialInformation), so that there is one
 * place to read and correct a person.
 */
const ARCHIVE = '/retiredVeteranCadres/essentialInformation';

export const cadreDetailPath = (id: string) => `${ARCHIVE}/Details/${encodeURIComponent(id)}`;
export const cadreEditPath = (id: string) => `${ARCHIVE}/Edit/${encodeURIComponent(id)}`;
