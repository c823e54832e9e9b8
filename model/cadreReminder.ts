/**
 * The rows of 生日提醒 and 政治生日 as the server sends them (GET cadreReminder/birthday|politics,
 * docs/cadre.md "Birthday reminders"): one definition for the server that builds them and the pages that
 * show them. Type aliases, not interfaces: the crud table takes rows as records of unknown values.
 */

export type BirthdayRow = {
  id: string;
  realName: string;
  sex: string | null;
  dateOfBirth: string | null;
  /** The day of the window the birthday falls on. */
  birthdayDate: string;
  /** Days from today. */
  countdown: number;
  /** The age turned on that day. */
  age: number;
  /** 70, 75, 80 … and every year from 100. */
  milestone: boolean;
  /** The cadre keeps a lunar birthday: reminded on the ID card's date meanwhile. */
  lunarBirthday: boolean;
  manageOrgId: string;
  manageOrgName: string | null;
  phone: string | null;
  retirementType: string;
};

export type PoliticsRow = {
  id: string;
  realName: string;
  sex: string | null;
  /** YYYY-MM. */
  partyJoinDate: string;
  /** The first day of the joining month inside the window. */
  anniversaryDate: string;
  countdown: number;
  partyYears: number;
  /** 50 years (光荣在党50年) and every ten after. */
  milestone: boolean;
  manageOrgId: string;
  manageOrgName: string | null;
  phone: string | null;
};
