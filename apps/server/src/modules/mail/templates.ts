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
