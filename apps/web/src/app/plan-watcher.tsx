import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '../config/paths.ts';
import { useCurrentUser } from '../lib/auth.ts';

/** How often the plan is read again on a tool page (spec 000, section 9). */
export const PLAN_CHECK_MS = 10_000;

const toolPaths = [paths.brandCreator, paths.brandChecker, paths.brandTester].map((route) => route.getHref());

function isToolPage(pathname: string): boolean {
  return toolPaths.some((tool) => pathname === tool || pathname.startsWith(`${tool}/`));
}

/**
 * The plan check of spec 4, decided by the server: on a tool page the session is read every 10
 * seconds, and when the server reports that the plan has ended (Light at 0 searches, Single Session
 * idle, Unlimited cancelled) the member is taken to My Account, which shows why.
 */
export function PlanWatcher({ intervalMs = PLAN_CHECK_MS }: { intervalMs?: number }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onTool = isToolPage(pathname);
  const { data } = useCurrentUser({ pollMs: onTool ? intervalMs : undefined });
  const status = data?.plan.status;
  const previous = useRef(status);

  useEffect(() => {
    const wasActive = previous.current === 'active';
    previous.current = status;
    if (onTool && wasActive && status === 'inactive') void navigate(paths.myAccount.getHref());
  }, [status, onTool, navigate]);

  return null;
}
