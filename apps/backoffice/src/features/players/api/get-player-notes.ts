import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type PlayerNote = CallValue<'operatorPlayerNotes'>['list'][number];

export const getPlayerNotes = (id: number, signal?: AbortSignal) => apiCall('operatorPlayerNotes', { query: { id }, signal });

export const getPlayerNotesQueryOptions = (id: number) => queryOptions({ queryKey: ['players', 'notes', id], queryFn: ({ signal }) => getPlayerNotes(id, signal) });

export const usePlayerNotes = (id: number) => useQuery(getPlayerNotesQueryOptions(id));
