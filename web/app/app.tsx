import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../features/notifications/index.ts';
import { createAppRouter } from './router.tsx';

/** The whole app: the router with its pages, and the toasts above them. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
