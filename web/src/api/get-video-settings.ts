import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoSettings } from '@contract/video';
import { apiFetch } from '@/lib/api-client';
import { videoSettingsKey } from './query-keys';

export const getVideoSettings = () => apiFetch<VideoSettings>('/api/video/settings');

/** When rooms open and close: fixed while the server runs, so read once per visit. */
export const videoSettingsQuery = () =>
  queryOptions({ queryKey: videoSettingsKey, queryFn: getVideoSettings, staleTime: Infinity });

export const useVideoSettings = (enabled = true) => useQuery({ ...videoSettingsQuery(), enabled });
