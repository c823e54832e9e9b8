/**
 * Personal information (/info, /info/index): the user's profile, organisation, roles and departments as
 * GET /admin/user gives them, the avatar and its upload, the change-password dialog, the user's own
 * sign-in history and the devices signed in now (server/areas/personal; docs/session.md).
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/locale.ts';
import { openChangePassword, sessionStore } from '../../session/sessionStore.ts';
import { useStore } from '../../store/useStore.ts';
import { Button } from '../../ui/button.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import { LoginHistory } from './LoginHistory.tsx';
import { OwnSessions } from './OwnSessions.tsx';
import { Section } from './Section.tsx';
import { fixedRoutes } from '../../../model/i18n/fixedRoutes.ts';
import { shellViews } from '../../../model/i18n/shellViews.ts';

/** The names in a list of `{ name }` objects (roleList, deptList). */
function namesOf(list: readonly unknown[] | undefined): string[] {
  return (list ?? []).flatMap((item) =>
    typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string' ? [(item as { name: string }).name] : [],
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function InfoPage() {
  const t = useT(fixedRoutes, shellViews);
  const user = useStore(sessionStore, (s) => s.user);
  if (!user) return null;
  const roles = namesOf(user.roleList);
  const depts = namesOf(user.deptList);
  return (
    <div className="space-y-4 p-4">
      <h1 className="text-lg font-semibold">{t('route.info')}</h1>
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
        <Section id="info-avatar" title={t('info.avatar')}>
          <AvatarSection user={user} />
        </Section>
        <Section id="info-profile" title={t('info.profile')}>
          <Facts rows={[[t('info.name'), user.name], [t('info.userName'), user.userName]]} />
        </Section>
      </div>
      <Section id="info-org" title={t('info.organization')}>
        <Facts rows={[
          [t('info.orgName'), user.organization?.organizationName],
          [t('info.city'), user.organization?.city],
          [t('info.depts'), depts.join('、')],
          [t('info.roles'), roles.join('、')],
        ]} />
      </Section>
      <Section id="info-security" title={t('info.security')}>
        <p className="mb-3 text-sm text-muted">{t('info.passwordHint')}</p>
        <Button variant="primary" onClick={openChangePassword}>{t('shell.changePassword')}</Button>
      </Section>
      <Section id="info-sessions" title={t('info.sessions')}>
        <OwnSessions />
      </Section>
      <Section id="info-history" title={t('info.history')}>
        <LoginHistory />
      </Section>
    </div>
  );
}
