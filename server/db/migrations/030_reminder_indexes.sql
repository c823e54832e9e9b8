-- Reminders at a million cadres (issue 25): a 30-day window holds some 80 000 birthdays. These indexes hold the
-- window's key, the page's order and (INCLUDE) every column the count, the scope and the order read, so that the
-- exact total is an index-only count and the first page reads the index in order and stops after its rows
-- (server/areas/cadre/reminders/*.ts write the same expressions and predicates). PostgreSQL considers an
-- index-only scan only when the expression's own columns are in the index too, hence them in INCLUDE.
DROP INDEX cadre_birthday_md;
CREATE INDEX cadre_birthday_md ON cadre ((
  EXTRACT(MONTH FROM CASE WHEN birthday IS NOT NULL AND coalesce(birthday_calendar, '0') = '0' THEN birthday ELSE date_of_birth END) * 100 +
  EXTRACT(DAY FROM CASE WHEN birthday IS NOT NULL AND coalesce(birthday_calendar, '0') = '0' THEN birthday ELSE date_of_birth END)
), real_name, id) INCLUDE (birthday, birthday_calendar, date_of_birth, manage_org_id) WHERE del_flag = 0 AND is_reminder AND status IN ('normal', 'abnormal');

DROP INDEX cadre_party_month;
CREATE INDEX cadre_party_month ON cadre ((substr(party_join_date, 6, 2)), party_join_date, real_name, id) INCLUDE (manage_org_id)
  WHERE del_flag = 0 AND is_reminder AND status IN ('normal', 'abnormal') AND political_status IN ('01', '02') AND party_join_date IS NOT NULL;
