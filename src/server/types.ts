export interface SessionUser {
  readonly id: string;
  readonly email: string;
}

export interface AppVariables {
  user: SessionUser;
}
