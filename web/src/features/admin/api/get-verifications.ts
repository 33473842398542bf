import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminVerificationList } from '@contract/admin';
import { adminKeys } from '@/api/query-keys';
import { pagedQuery } from './paged';

export type VerificationFilter = 'pending' | 'verified' | 'rejected';

export const verificationsQuery = (status: VerificationFilter) =>
  pagedQuery<AdminVerificationList>(
    adminKeys.verifications(status),
    '/api/admin/verifications',
    new URLSearchParams({ status }),
  );

export const useVerifications = (status: VerificationFilter) =>
  useInfiniteQuery(verificationsQuery(status));
