import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallQuery, CallValue } from '@/lib/api-types';

export type CatalogueProvider = CallValue<'operatorCatalogueProviders'>['list'][number];
export type CatalogueGame = CallValue<'operatorCatalogueGames'>['list'][number];
export type CatalogueGamesQuery = CallQuery<'operatorCatalogueGames'>;

/** The brand's providers with its switches, order and maintenance windows. */
export const useCatalogueProviders = (brandId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['catalogue', 'providers', brandId],
      queryFn: ({ signal }) => apiCall('operatorCatalogueProviders', { query: { brandId }, signal }),
      enabled: brandId !== '',
    }),
  );

/** One page of the brand's games (filters in the query); the previous page stays on screen while the next loads. */
export const useCatalogueGames = (query: CatalogueGamesQuery) =>
  useQuery(
    queryOptions({
      queryKey: ['catalogue', 'games', query],
      queryFn: ({ signal }) => apiCall('operatorCatalogueGames', { query, signal }),
      enabled: query.brandId !== '',
      placeholderData: keepPreviousData,
    }),
  );

function useCatalogueMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }) });
}

export const useUpdateCatalogueProvider = () => useCatalogueMutation((body: CallBody<'operatorUpdateCatalogueProvider'>) => apiCall('operatorUpdateCatalogueProvider', { body }));
export const useUpdateCatalogueGame = () => useCatalogueMutation((body: CallBody<'operatorUpdateCatalogueGame'>) => apiCall('operatorUpdateCatalogueGame', { body }));

/** A game's picture: checked by its content, resized and served from /media/uploads, like a promotion's. */
export const useUploadGameImage = (brandId: string) => useMutation({ mutationFn: (image: string) => apiCall('operatorUploadGameImage', { body: { brandId, image } }) });
