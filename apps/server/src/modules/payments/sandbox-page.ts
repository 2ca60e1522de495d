import { createHash } from 'node:crypto';
import type { SandboxCheckoutResponse } from '@brandwright/contracts';

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}.banner{background:#fff3bf;border:2px solid #e67700;padding:.75rem 1rem;font-weight:600}form{display:inline}button{font:inherit;padding:.6rem 1.4rem;margin:1rem .75rem 0 0;border-radius:.4rem;border:1px solid #1f2933;cursor:pointer}.pay{background:#1864ab;color:#fff;border-color:#1864ab}.cancel{background:#fff;color:#1f2933}';

/** The Content-Security-Policy source that allows the page's one inline style and nothing else inline. */
export const SANDBOX_PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

export const SANDBOX_NOTICE = 'Sandbox checkout — no real payment is taken';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function pounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/**
 * Stands in for Stripe's hosted page when the server has no Stripe keys. A plain form (no script):
 * Pay and Cancel POST to this server, which fulfils or cancels and redirects to the return page.
 */
export function renderSandboxPage(checkout: SandboxCheckoutResponse, actionBase: string): string {
  const action = escapeHtml(actionBase);
  const isPending = checkout.status === 'pending';
  const period = checkout.productId === 'unlimited' ? ' a month, until you cancel' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout · Brandwright</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note">${SANDBOX_NOTICE}</p>
<h1>${escapeHtml(checkout.plan_name)}</h1>
<p>${pounds(checkout.amount_total)}${period}</p>
${
  isPending
    ? `<form method="post" action="${action}/complete"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p>This checkout is ${checkout.status === 'paid' ? 'paid' : 'cancelled'}.</p>
<p><a href="${escapeHtml(checkout.status === 'paid' ? checkout.success_url : checkout.cancel_url)}">Continue</a></p>`
}
</main>
</body>
</html>
`;
}
