import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_LINK_PARAM } from '../utils/email-link-param';


/**
 * Opened from the email that verifies an address (issue 31): the page opens wherever the link points, the address is
 * verified in the background (no login needed: the link is the proof) and a notice says so, or why not. The code that
 * does it loads only when the address carries a link.
 */
export function useEmailLink() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(EMAIL_LINK_PARAM)) return;
    void import('../utils/email-link').then(({ openEmailLink }) => openEmailLink({ t, queryClient }));
  }, [t, queryClient]);
}
