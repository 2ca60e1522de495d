import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountQueryRequestSchema,
  activePlanResponseSchema,
  addCouponCreditsRequestSchema,
  addCouponCreditsResponseSchema,
  creditBalanceResponseSchema,
  creditsResponseSchema,
  deactivateUserPlanRequestSchema,
  PLAN_LIST,
  planResponseSchema,
  removeAllCreditsRequestSchema,
  removeAllCreditsResponseSchema,
  removeCreditsRequestSchema,
  updateUserPlanSearchCountRequestSchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { syncConfiguredCoupons } from '../../modules/coupons/manage-coupons.ts';
import { redeemCoupon } from '../../modules/coupons/redeem-coupon.ts';
import { getBalance } from '../../modules/credits/get-balance.ts';
import { removeAllCredits } from '../../modules/credits/remove-all-credits.ts';
import { spendCredits } from '../../modules/credits/spend-credits.ts';
import { activePlanName, currentPlan, presentPlan } from '../../modules/plans/current-plan.ts';
import { deactivatePlan } from '../../modules/plans/deactivate-plan.ts';
import { cancelSubscription } from '../../modules/payments/cancel-subscription.ts';

/** The plan a client names, with or without the product's brand word before it ('Brandwright Light'). */
function planNamed(name: string) {
  const wanted = name.toLowerCase();
  return PLAN_LIST.find(
    (plan) => wanted === plan.name.toLowerCase() || wanted.endsWith(` ${plan.name.toLowerCase()}`),
  );
}

/**
 * The documented plan and credit calls (spec 000 section 7). Each acts on the session's user only
 * (a body userId/userid naming someone else is a 403, checked by requireSession); the ledger and the
 * plan rules are the server's (modules/credits, modules/plans).
 */
export function planRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    // COUPONS (validated at boot) is made to agree with the coupons table before the first request.
    plugin.addHook('onReady', async () => syncConfiguredCoupons(db, ctx.config.coupons));
    const signedIn = { preValidation: hooks.requireSession };
    // Reading the plan or the balance is not activity: polling it must not keep a Single Session alive.
    const passive = { ...signedIn, config: { isPassive: true } };

    app.post(
      '/getactiveplan',
      {
        ...passive,
        schema: {
          tags: ['plan'],
          security: SESSION_SECURITY,
          body: accountQueryRequestSchema,
          response: { 200: activePlanResponseSchema },
        },
      },
      async (request) => ({
        activePlan: activePlanName(await currentPlan(db, requireAuth(request).user.id)),
      }),
    );

    app.post(
      '/getCredits',
      {
        ...passive,
        schema: {
          tags: ['plan'],
          security: SESSION_SECURITY,
          body: accountQueryRequestSchema,
          response: { 200: creditsResponseSchema },
        },
      },
      async (request) => ({ credits: await getBalance(db, requireAuth(request).user.id) }),
    );

    app.post(
      '/removeCredits',
      {
        ...signedIn,
        schema: {
          tags: ['plan'],
          summary:
            'Spends credits (402 INSUFFICIENT_CREDITS when the balance is short; nothing is spent then)',
          security: SESSION_SECURITY,
          body: removeCreditsRequestSchema,
          response: { 200: creditBalanceResponseSchema },
        },
      },
      async (request) => {
        const userId = requireAuth(request).user.id;
        const plan = await currentPlan(db, userId);
        // Spec 9: searches are not counted while Unlimited is active.
        if (plan.key === 'unlimited') return { credits: plan.credits, charged: false };
        const balance = await spendCredits(db, {
          userId,
          amount: request.body.credits,
          kind: 'search_spend',
          reason: 'removeCredits call',
        });
        return { credits: balance ?? (await getBalance(db, userId)), charged: true };
      },
    );

    app.post(
      '/removeAllCredits',
      {
        ...signedIn,
        schema: {
          tags: ['plan'],
          security: SESSION_SECURITY,
          body: removeAllCreditsRequestSchema,
          response: { 200: removeAllCreditsResponseSchema },
        },
      },
      async (request) => {
        const userId = requireAuth(request).user.id;
        const removed = await removeAllCredits(db, userId, 'removeAllCredits call (by the user)');
        return { credits: await getBalance(db, userId), removed };
      },
    );

    app.post(
      '/addCouponCredits',
      {
        ...signedIn,
        schema: {
          tags: ['plan'],
          summary:
            "Redeems a coupon (400 INVALID_COUPON 'Invalid coupon code.', 409 COUPON_ALREADY_USED, 429 when guessed too often)",
          security: SESSION_SECURITY,
          body: addCouponCreditsRequestSchema,
          response: { 200: addCouponCreditsResponseSchema },
        },
      },
      async (request) => {
        const userId = requireAuth(request).user.id;
        const redemption = await redeemCoupon(db, userId, request.body.coupon, request.ip);
        return {
          result: true as const,
          credits: redemption.balance,
          added: redemption.added,
          plan: presentPlan(redemption.plan),
        };
      },
    );

    app.post(
      '/plan/updateUserPlanSearchCount',
      {
        ...signedIn,
        schema: {
          tags: ['plan'],
          summary: "Answers the plan as the server has it: the search count is the server's credit pot",
          security: SESSION_SECURITY,
          body: updateUserPlanSearchCountRequestSchema,
          response: { 200: planResponseSchema },
        },
      },
      async (request) => ({
        result: true as const,
        plan: presentPlan(await currentPlan(db, requireAuth(request).user.id)),
      }),
    );

    app.post(
      '/plan/deactivateUserPlan',
      {
        ...signedIn,
        schema: {
          tags: ['plan'],
          summary: 'Ends the active plan (with planName, only when that is the active plan); credits stay',
          security: SESSION_SECURITY,
          body: deactivateUserPlanRequestSchema,
          response: { 200: planResponseSchema },
        },
      },
      async (request) => {
        const userId = requireAuth(request).user.id;
        const planName = request.body?.planName?.trim();
        let deactivated = false;
        const active = await currentPlan(db, userId);
        const endsUnlimited =
          active.key === 'unlimited' && (!planName || planNamed(planName)?.key === 'unlimited');
        // Unlimited is a subscription: cancel it with the provider, whose report ends the plan (at once
        // in the sandbox), so the user is never billed for a plan we show as ended.
        if (endsUnlimited && (await cancelSubscription(ctx, userId))) {
          const plan = await currentPlan(db, userId);
          return { result: true as const, deactivated: plan.status === 'inactive', plan: presentPlan(plan) };
        }
        if (planName) {
          // A stale page (say, the idle detector of an old Single Session tab) cannot end another plan.
          const named = planNamed(planName);
          if (named)
            deactivated = await deactivatePlan(db, userId, 'ended by the user', { onlyPlan: named.key });
        } else {
          deactivated = await deactivatePlan(db, userId, 'ended by the user');
        }
        return { result: true as const, deactivated, plan: presentPlan(await currentPlan(db, userId)) };
      },
    );
  };
}
