import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activationParamsSchema,
  activationResponseSchema,
  changeDetailsRequestSchema,
  changeDetailsResponseSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  EMAIL_CHANGED_MESSAGE,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  FORGOT_PASSWORD_MESSAGE,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  okResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  sessionProbeResponseSchema,
} from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { requireAuth, SESSION_SECURITY, type SessionHooks } from '../../plugins/auth.ts';
import { activateUser } from '../../modules/accounts/activate-user.ts';
import { changeUserDetails, confirmEmailChange } from '../../modules/accounts/change-details.ts';
import { changePassword } from '../../modules/accounts/change-password.ts';
import { logIn } from '../../modules/accounts/login.ts';
import { requestPasswordReset, resetPassword } from '../../modules/accounts/password-reset.ts';
import { presentSessionState, presentUser } from '../../modules/accounts/present-user.ts';
import { currentPlan } from '../../modules/plans/current-plan.ts';
import { registerUser } from '../../modules/accounts/register-user.ts';
import { revokeSession } from '../../modules/accounts/sessions.ts';
import { createBackgroundMail } from '../../modules/mail/background-mail.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

export function userRoutes(ctx: AppContext, hooks: SessionHooks) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    // Mail that must not hold up (or, by its timing, give away) an answer; finished before close.
    const backgroundMail = createBackgroundMail(ctx.mailer);
    plugin.addHook('onClose', async () => backgroundMail.drain());

    app.post(
      '/registerwithactivation',
      { schema: { tags: ['user'], body: registerRequestSchema, response: { 201: registerResponseSchema } } },
      async (request, reply) => {
        const user = await registerUser(ctx, request.body, request.ip);
        return reply.status(201).send({ result: user });
      },
    );

    app.get(
      '/activation/:email/:code',
      {
        schema: {
          tags: ['user'],
          params: activationParamsSchema,
          response: { 200: activationResponseSchema },
        },
      },
      async (request) => {
        await activateUser(ctx.database.db, request.params.email, request.params.code);
        return { result: 'activated' as const };
      },
    );

    app.post(
      '/login',
      { schema: { tags: ['user'], body: loginRequestSchema, response: { 200: loginResponseSchema } } },
      async (request, reply) => {
        const { user, session } = await logIn(ctx, request.body, request.ip);
        setSessionCookie(reply, ctx.config, session);
        const plan = await currentPlan(ctx.database.db, user.id);
        return { result: { ...presentSessionState(user, plan), access_token: session.token } };
      },
    );

    app.get(
      '/me',
      {
        preValidation: hooks.requireSession,
        // Reading the plan is not activity: a page that polls it must not keep a Single Session alive.
        config: { isPassive: true },
        schema: { tags: ['user'], security: SESSION_SECURITY, response: { 200: meResponseSchema } },
      },
      async (request) => {
        const { user } = requireAuth(request);
        return { result: presentSessionState(user, await currentPlan(ctx.database.db, user.id)) };
      },
    );

    app.get(
      '/session',
      {
        preValidation: hooks.optionalSession,
        schema: {
          tags: ['user'],
          security: SESSION_SECURITY,
          response: { 200: sessionProbeResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        if (!request.auth) return { result: null };
        const { user } = request.auth;
        return { result: presentSessionState(user, await currentPlan(ctx.database.db, user.id)) };
      },
    );

    app.post(
      '/logout',
      {
        preValidation: hooks.optionalSession,
        schema: {
          tags: ['user'],
          security: SESSION_SECURITY,
          body: logoutRequestSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request, reply) => {
        if (request.auth) await revokeSession(ctx.database.db, request.auth.sessionId);
        clearSessionCookie(reply, ctx.config);
        return { result: true as const };
      },
    );

    app.post(
      '/forgetpassword',
      {
        schema: {
          tags: ['user'],
          body: forgotPasswordRequestSchema,
          response: { 200: forgotPasswordResponseSchema },
        },
      },
      async (request) => {
        const mail = await requestPasswordReset(ctx, request.body.email, request.ip);
        // Sent after answering: a known address must not take longer than an unknown one.
        if (mail) backgroundMail.send(mail, request.log);
        return { result: true as const, message: FORGOT_PASSWORD_MESSAGE };
      },
    );

    app.post(
      '/resetpassword',
      {
        config: { validationStatus: 422 },
        schema: {
          tags: ['user'],
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await resetPassword(ctx, request.body);
        return { result: true as const, message: 'Your Password has been reset Successfully' };
      },
    );

    app.post(
      '/changepassword',
      {
        preValidation: hooks.requireSession,
        config: { validationStatus: 422 },
        schema: {
          tags: ['user'],
          security: SESSION_SECURITY,
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await changePassword(ctx, auth.user, auth.sessionId, request.body);
        return { result: true as const, message: 'Password has been changed' };
      },
    );

    app.post(
      '/changeuserdetails',
      {
        preValidation: hooks.requireSession,
        schema: {
          tags: ['user'],
          security: SESSION_SECURITY,
          body: changeDetailsRequestSchema,
          response: { 200: changeDetailsResponseSchema },
        },
      },
      async (request) => {
        const change = await changeUserDetails(ctx, requireAuth(request).user, request.body, request.ip);
        if (change.notice) backgroundMail.send(change.notice, request.log);
        return { result: presentUser(change.user), pending_email: change.pendingEmail };
      },
    );

    app.post(
      '/confirmemail',
      {
        schema: {
          tags: ['user'],
          body: confirmEmailRequestSchema,
          response: { 200: confirmEmailResponseSchema },
        },
      },
      async (request) => {
        const { email } = await confirmEmailChange(ctx.database.db, request.body.code);
        return { result: true as const, message: EMAIL_CHANGED_MESSAGE, email };
      },
    );
  };
}
