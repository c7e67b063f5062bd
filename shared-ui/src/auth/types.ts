export type Role = 'atrium' | 'instructor' | 'instructor_external' | 'eca_admin' | 'companyadmin' | 'staff';

export type LearningSite = 'NO' | 'SE' | 'INT' | 'CTRL';

export type Currency = 'NOK' | 'SEK' | 'EUR';

export interface User {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** One customer the user belongs to, with the roles the user holds there. */
export interface UserContext {
  customerId: number;
  customerName: string;
  roles: Role[];
}

/** Body of `GET /api/users/me`. */
export interface Me {
  user: User;
  contexts: UserContext[];
  activeCustomerId: number | null;
  learningSite: LearningSite;
  locale: string;
}

export type AuthStatus = 'unknown' | 'signedOut' | 'signedIn';
