import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteConfig } from '@/config/brand';

/**
 * Free demo: a trial account, then home, logged in (the code loads on first use). Used by the header and the login
 * modal; its own module, so the login modal does not import the header (which loads the modals: a cycle).
 */
export function useFreeDemo() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { brand } = useSiteConfig();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await (await import('../api/free-play')).startFreeDemo({ queryClient, navigate, brand });
    } finally {
      setBusy(false);
    }
  };
  return { start: () => void start(), busy };
}
