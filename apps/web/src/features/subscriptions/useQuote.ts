import type { SubscriptionQuoteResponse } from '@champions/contract';
import type { SubscriptionType } from '@champions/domain';
import { useEffect, useState } from 'react';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { fetchQuote } from './api.ts';

/** The switch quote (with a target) and the cancellation details of the live subscription. */
export function useQuote(newType?: SubscriptionType, newAreaId?: string | null, enabled = true) {
  const [quote, setQuote] = useState<SubscriptionQuoteResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setQuote(null);
    setError(null);
    fetchQuote(newType, newAreaId)
      .then((q) => !cancelled && setQuote(q))
      .catch((e) => !cancelled && setError(storeErrorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [newType, newAreaId, enabled]);
  return { quote, error };
}
