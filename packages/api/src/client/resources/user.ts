import type { LoginRequest, LoginResponse, Ok, Profile } from '../../contracts/index.ts';
import { userEndpoints } from '../../contracts/user.ts';
import type { Http } from '../http.ts';

export interface UserResource {
  login(credentials: LoginRequest): Promise<LoginResponse>;
  profile(): Promise<Profile>;
  logout(): Promise<Ok>;
}

export function userResource(http: Http): UserResource {
  return {
    login: (credentials) => http.call(userEndpoints.login, { body: credentials }),
    profile: () => http.call(userEndpoints.profile),
    logout: () => http.call(userEndpoints.logout),
  };
}
