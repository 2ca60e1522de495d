import { Box } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { PageLoader } from '../../components/ui/page-loader.tsx';
import { PlanWatcher } from '../plan-watcher.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { footerElementId, SiteFooter } from './site-footer.tsx';
import { TopNav } from './top-nav.tsx';

/** Every navigation starts at the top of the page (spec 2.1). */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTopOnNavigate />
      <PlanWatcher />
      <TopNav />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <ScrollToTopButton footerId={footerElementId} />
      <CookieBanner />
    </Box>
  );
}
