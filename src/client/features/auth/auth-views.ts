/** The spec's auth views (section 2). sign_up is the /register page; update_password is /auth/reset-password. */
export type AuthView =
  | 'sign_in'
  | 'sign_up'
  | 'forgotten_password'
  | 'magic_link'
  | 'update_password'
  | 'verify_otp';

/** The views /login shows, chosen by its ?view= parameter. */
export type LoginView = Extract<
  AuthView,
  'sign_in' | 'forgotten_password' | 'magic_link' | 'verify_otp'
>;

const LOGIN_VIEWS: readonly LoginView[] = [
  'sign_in',
  'forgotten_password',
  'magic_link',
  'verify_otp',
];

export function parseLoginView(value: string | null): LoginView {
  return LOGIN_VIEWS.includes(value as LoginView) ? (value as LoginView) : 'sign_in';
}

export interface ViewSwitch {
  go(view: LoginView, extra?: Record<string, string>): void;
  /** Called once any view has signed the person in. */
  signedIn(): Promise<void>;
}
