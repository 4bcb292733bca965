import { ChangePasswordModal } from './change-password-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { LogoutModal } from './logout-modal';
import { RegisterModal } from './register-modal';
import { WelcomeModal } from './first-steps';
import { GeneratedAccountModal, RegisterSuccessModal } from './register-success-modals';

/** The auth modals, one chunk, loaded the first time any of them opens (see auth-root.tsx); each shows when opened by name. */
export function AuthModals() {
  return (
    <>
      <LoginModal />
      <RegisterModal />
      <ForgotPasswordModal />
      <ChangePasswordModal />
      <RegisterSuccessModal />
      <GeneratedAccountModal />
      <WelcomeModal />
      <LogoutModal />
    </>
  );
}
