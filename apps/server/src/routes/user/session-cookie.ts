import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import type { NewSession } from '../../modules/accounts/sessions.ts';

export function setSessionCookie(reply: FastifyReply, config: AppConfig, session: NewSession): void {
  void reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    // Without remember-me the cookie ends with the browser; the server-side expiry applies either way.
    ...(session.isRemembered ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
  });
}
