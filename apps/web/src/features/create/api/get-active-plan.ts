import { NO_ACTIVE_PLAN, type ActivePlanResponse } from '@brandwright/contracts';

import { api } from '../../../lib/api-client.ts';

/**
 * Whether the member may search now (POST /api/getactiveplan). Spec 001 section 8: a failed check
 * counts as no plan (the search then goes to the top-up page), and is logged.
 */
export async function hasActivePlan(): Promise<boolean> {
  try {
    const { activePlan } = await api.post<ActivePlanResponse>('/api/getactiveplan', {});
    return activePlan.trim() !== '' && activePlan !== NO_ACTIVE_PLAN;
  } catch (error) {
    console.error('Error fetching active plan', error);
    return false;
  }
}
