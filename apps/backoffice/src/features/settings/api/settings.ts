import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type MoneySettings = CallValue<'operatorMoneySettings'>;
export type DepositChannel = MoneySettings['channels'][number];
export type WalletLimits = MoneySettings['limits'];
export type SiteStatusRow = CallValue<'operatorSiteStatus'>['list'][number];
export type RgPack = CallValue<'operatorRgPack'>;

export const useMoneySettings = (brandId: string) =>
  useQuery({ queryKey: ['settings', 'money', brandId], queryFn: ({ signal }) => apiCall('operatorMoneySettings', { query: { brandId }, signal }), enabled: brandId !== '' });

function useSettingsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings'] }) });
}

export const useSetWalletLimits = () => useSettingsMutation((body: CallBody<'operatorSetWalletLimits'>) => apiCall('operatorSetWalletLimits', { body }));
export const useSetDepositChannel = () => useSettingsMutation((body: CallBody<'operatorSetDepositChannel'>) => apiCall('operatorSetDepositChannel', { body }));

export const useSiteStatus = () => useQuery({ queryKey: ['settings', 'site-status'], queryFn: ({ signal }) => apiCall('operatorSiteStatus', { signal }) });
export const useSetSiteStatus = () => useSettingsMutation((body: CallBody<'operatorSetSiteStatus'>) => apiCall('operatorSetSiteStatus', { body }));

export const useRgPack = (brandId: string) =>
  useQuery({ queryKey: ['settings', 'rg-pack', brandId], queryFn: ({ signal }) => apiCall('operatorRgPack', { query: { brandId }, signal }), enabled: brandId !== '' });
export const useSetRgPack = () => useSettingsMutation((body: CallBody<'operatorSetRgPack'>) => apiCall('operatorSetRgPack', { body }));

export type BrandTextsValue = CallValue<'operatorBrandTexts'>;
export type BrandTexts = BrandTextsValue['effective'];
export const useBrandTexts = (brandId: string) =>
  useQuery({ queryKey: ['settings', 'brand-texts', brandId], queryFn: ({ signal }) => apiCall('operatorBrandTexts', { query: { brandId }, signal }), enabled: brandId !== '' });
export const useSetBrandTexts = () => useSettingsMutation((body: CallBody<'operatorSetBrandTexts'>) => apiCall('operatorSetBrandTexts', { body }));

// the brand's account security (issue 31): agents must enrol an authenticator before the agent centre answers
export const useBrandSecurity = (brandId: string) =>
  useQuery({ queryKey: ['settings', 'security', brandId], queryFn: ({ signal }) => apiCall('operatorBrandSecurity', { query: { brandId }, signal }), enabled: brandId !== '' });
export const useSetBrandSecurity = () => useSettingsMutation((body: CallBody<'operatorSetBrandSecurity'>) => apiCall('operatorSetBrandSecurity', { body }));

// money in and out without the sandbox (issue 32): receiving accounts players transfer to, and how payouts are made
export type TransferChannels = CallValue<'operatorTransferChannels'>;
export type TransferChannel = TransferChannels['list'][number];
export const useTransferChannels = (brandId: string) =>
  useQuery({ queryKey: ['settings', 'transfer-channels', brandId], queryFn: ({ signal }) => apiCall('operatorTransferChannels', { query: { brandId }, signal }), enabled: brandId !== '' });
export const useSaveTransferChannel = () => useSettingsMutation((body: CallBody<'operatorSaveTransferChannel'>) => apiCall('operatorSaveTransferChannel', { body }));
export const useSetPayoutMethod = () => useSettingsMutation((body: CallBody<'operatorSetPayoutMethod'>) => apiCall('operatorSetPayoutMethod', { body }));
