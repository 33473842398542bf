import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditList } from '@contract/admin';
import { adminKeys } from '@/api/query-keys';
import { pagedQuery } from './paged';

export const auditQuery = () => pagedQuery<AuditList>(adminKeys.audit, '/api/admin/audit');

export const useAudit = () => useInfiniteQuery(auditQuery());
