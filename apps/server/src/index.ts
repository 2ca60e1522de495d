export { buildApp, BODY_LIMIT_BYTES } from './app.ts';
export { loadConfig, ConfigError, type AppConfig } from './config.ts';
export type { AppContext } from './context.ts';
export { createMailer, type Mailer, type MailMessage } from './modules/mail/mailer.ts';
