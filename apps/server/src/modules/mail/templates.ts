import type { MailMessage } from './mailer.ts';

// Plain-text e-mails written by us. Names are user input, so the text part never becomes HTML.

export function activationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Activate your Brandwright account',
    text: `Hello ${firstName},\n\nWelcome to Brandwright. Please activate your account by opening this link:\n\n${link}\n\nIf you did not create an account, you can ignore this e-mail.\n`,
    links: [link],
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Brandwright password',
    text: `Hello,\n\nSomeone asked to reset the password of your Brandwright account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays the same.\n`,
    links: [link],
  };
}

/** Sent to the new address: the change takes effect only when this link is opened. */
export function emailChangeConfirmMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new Brandwright e-mail address',
    text: `Hello ${firstName},\n\nYou asked to sign in to Brandwright with this e-mail address from now on. To confirm it, open this link within 24 hours:\n\n${link}\n\nUntil then you keep signing in with your current address. If it was not you, ignore this e-mail.\n`,
    links: [link],
  };
}

/** Sent to the current address when a change to `newEmail` is requested. */
export function emailChangeNoticeMail(to: string, firstName: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your Brandwright e-mail address is about to change',
    text: `Hello ${firstName},\n\nSomeone signed in to your Brandwright account asked to change its e-mail address to ${newEmail}. The change takes effect when that address confirms it.\n\nIf it was not you, change your password now: that cancels the change and signs out every other device.\n`,
  };
}

export interface ContactMailInput {
  supportEmail: string;
  name: string;
  email: string;
  message: string;
  phone: string | undefined;
  isExistingCustomer: boolean;
  marketingOptIn: boolean;
}

export function contactMail(input: ContactMailInput): MailMessage {
  const lines = [
    `From: ${input.name} <${input.email}>`,
    input.phone ? `Phone: ${input.phone}` : undefined,
    `Existing customer: ${input.isExistingCustomer ? 'yes' : 'no'}`,
    `Marketing opt-in: ${input.marketingOptIn ? 'yes' : 'no'}`,
    '',
    input.message,
  ].filter((line) => line !== undefined);
  return {
    to: input.supportEmail,
    replyTo: input.email,
    // Header injection is handled by nodemailer; we still keep the subject to one line.
    subject: `Contact form: ${input.name.replace(/[\r\n]+/g, ' ').slice(0, 80)}`,
    text: `${lines.join('\n')}\n`,
  };
}
