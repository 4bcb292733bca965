import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useBrand } from '@/config/brand';
import type { SignInContext } from '../utils/complete-sign-in';

export function useSignInContext(): SignInContext {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const brand = useBrand();
  return { queryClient, navigate, brand };
}
