import { showWarning } from '@/components/ui/modal/warning';
import { ApiError, apiCall } from '@/lib/api-client';
import { completeSignIn, type SignInContext } from '../utils/complete-sign-in';

/** The encrypted random string the free-play call asks for. */
function randomString() {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Free demo: a trial account (isAgent 4) is created and logged in; then home, logged in. */
export async function startFreeDemo(context: SignInContext) {
  try {
    const value = await apiCall('freePlay', { body: { random: randomString() } });
    await completeSignIn(value, context);
  } catch (error) {
    await import('@/locales/pages');
    showWarning({ messageKey: error instanceof ApiError ? error.messageKey : 'err_network_error' });
  }
}
