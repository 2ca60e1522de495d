import { useState } from 'react';
// The DOM build of RouterProvider: it can apply a navigation's flushSync option (see top-nav.tsx).
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
