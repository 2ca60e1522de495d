/**
 * Traces of the bot-challenge and captcha services networks put in front of pages. A page holding one
 * proves nothing about the handle, whatever its status code.
 */
export const CHALLENGE_MARKERS: readonly { marker: string; service: string }[] = [
  { marker: '<title>just a moment...</title>', service: 'Cloudflare' },
  { marker: 'challenges.cloudflare.com', service: 'Cloudflare' },
  { marker: '/cdn-cgi/challenge-platform/', service: 'Cloudflare' },
  { marker: 'captcha-delivery.com', service: 'DataDome' },
  { marker: 'px-captcha', service: 'HUMAN (PerimeterX)' },
  { marker: 'arkoselabs.com', service: 'Arkose Labs' },
  { marker: 'hcaptcha.com', service: 'hCaptcha' },
  { marker: 'class="g-recaptcha"', service: 'reCAPTCHA' },
  { marker: 'google.com/recaptcha', service: 'reCAPTCHA' },
  { marker: 'verify you are human', service: 'a human check' },
];

/** The challenge service whose trace is in the body, if any (the body in lower case). */
export function findChallenge(lowerBody: string): string | undefined {
  return CHALLENGE_MARKERS.find(({ marker }) => lowerBody.includes(marker))?.service;
}
