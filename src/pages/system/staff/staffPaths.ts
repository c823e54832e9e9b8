/** Addresses of the staff pages, so that links do not import the pages themselves. */
export const staffDetailPath = (id: string) => `/system/staffDetail?id=${encodeURIComponent(id)}`;
