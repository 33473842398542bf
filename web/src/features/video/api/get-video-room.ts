import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoRoom } from '@contract/video';
import { appointmentKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getVideoRoom = (appointmentId: string) =>
  apiFetch<VideoRoom>(`/api/appointments/${encodeURIComponent(appointmentId)}/video-room`);

export const videoRoomQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: appointmentKeys.videoRoom(appointmentId),
    queryFn: () => getVideoRoom(appointmentId),
  });

export const useVideoRoom = (appointmentId: string) => useQuery(videoRoomQuery(appointmentId));
