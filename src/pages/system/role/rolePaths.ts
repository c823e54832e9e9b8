/** Addresses of a role's pages: its detail and its grants (hidden page and sibling page of the catalogue). */
export const ROLE_LIST_PATH = '/system/roleManagement';
export const roleDetailPath = (id: string) => `/system/roleManagement/detail?id=${encodeURIComponent(id)}`;
export const roleGrantPath = (id: string) => `/system/roleAuthorization?roleId=${encodeURIComponent(id)}`;
