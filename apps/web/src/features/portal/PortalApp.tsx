import { BrowserRouter, Route, Routes } from 'react-router';
import type { InitialPage } from '@trust/shared';
import { PortalPage } from './PortalPage';

/** The portal's routes under its base: '/{org}' on the main host, '/' on a custom domain. */
export function PortalApp({ initial }: { initial: Extract<InitialPage, { page: 'portal' }> }) {
  const page = <PortalPage initial={initial} />;
  return (
    <BrowserRouter basename={initial.basePath || '/'}>
      <Routes>
        <Route path="/" element={page} />
        <Route path="/item/:itemSlug" element={page} />
        <Route path="/product/:productSlug" element={page} />
        <Route path="/product/:productSlug/:itemSlug" element={page} />
        <Route path="*" element={page} />
      </Routes>
    </BrowserRouter>
  );
}
