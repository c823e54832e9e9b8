/** What the personal page's calls answer (server/areas/personal): the user's own sign-ins and sessions. */
export interface OwnLogin {
  id: string;
  loginTime: string;
  ip: string | null;
  userAgent: string | null;
  client: string | null;
  method: string;
  result: string;
  reason: string | null;
}

export interface OwnSession {
  id: string;
  clientId: string;
  method: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
