import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReportList } from '@contract/admin';
import { adminKeys } from '@/api/query-keys';
import { pagedQuery } from './paged';

export const reportsQuery = () =>
  pagedQuery<AdminReportList>(adminKeys.reports, '/api/admin/reports');

export const useReports = () => useInfiniteQuery(reportsQuery());
