import { NO_ACTIVE_PLAN } from '@brandwright/contracts';

/** Our wording of the three plans (spec 000, section 2.5, "Payment success"). */
const descriptions: Record<string, string> = {
  'Single Session': 'Single Session gives you 5 searches across all the tools, as a one-off.',
  Light: 'Light starts you with 15 searches; top up whenever you run out.',
  Unlimited:
    'Unlimited is made for teams who search often: the first month is charged today, then monthly until you cancel.',
};

export function planDescription(planName: string | null | undefined): string | null {
  if (!planName || planName === NO_ACTIVE_PLAN) return null;
  // Plan names may carry the product's brand word as a prefix; match on the plan itself.
  const key = Object.keys(descriptions).find((name) => planName.endsWith(name));
  return key ? (descriptions[key] ?? null) : null;
}
