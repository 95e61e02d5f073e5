import type { BackofficeRequestKind, RequestState } from '@champions/contract';
import { t } from '../../shared/i18n/index.ts';

/** The Czech names of a request's kinds and states (the inbox and its detail). */
const KIND_LABEL = {
  contact: 'boRequests.kind_contact',
  partner: 'boRequests.kind_partner',
  business: 'boRequests.kind_business',
  crowdfunding: 'boRequests.kind_crowdfunding',
  activity: 'boRequests.kind_activity',
  support: 'boRequests.kind_support',
} as const;
const STATUS_LABEL = {
  new: 'boRequests.status_new',
  in_progress: 'boRequests.status_in_progress',
  done: 'boRequests.status_done',
} as const;

export const kindLabel = (kind: BackofficeRequestKind) => t(KIND_LABEL[kind]);
export const statusLabel = (status: RequestState) => t(STATUS_LABEL[status]);
