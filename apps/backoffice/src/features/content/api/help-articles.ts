import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type HelpArticle = CallValue<'operatorHelpArticles'>['list'][number];
export type HelpArticleBody = CallBody<'operatorSaveHelpArticle'>;

const key = (brandId: string) => ['content', 'help', brandId] as const;

/** Every help article of the brand, taken-down ones included, in the help centre's order. */
export const useHelpArticles = (brandId: string) =>
  useQuery(queryOptions({ queryKey: key(brandId), queryFn: ({ signal }) => apiCall('operatorHelpArticles', { query: { brandId }, signal }), enabled: brandId !== '' }));

/** Writes an article by its key (a taken-down one comes back). */
export function useSaveHelpArticle(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: HelpArticleBody) => apiCall('operatorSaveHelpArticle', { body }), onSettled: () => queryClient.invalidateQueries({ queryKey: key(brandId) }) });
}

/** Takes an article out of the help centre (kept, so the brand's set-up does not bring it back). */
export function useRemoveHelpArticle(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (articleKey: string) => apiCall('operatorRemoveHelpArticle', { body: { brandId, key: articleKey } }), onSettled: () => queryClient.invalidateQueries({ queryKey: key(brandId) }) });
}
