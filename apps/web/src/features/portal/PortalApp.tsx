import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router';
import type { InitialPage } from '@trust/shared';
import { PortalPage } from './PortalPage';
import { VerifyPage } from './verify/VerifyPage';

/**
 * The portal's routes under its base: '/{org}' on the main host, '/' on a custom domain. On the
 * server (`location` given) the same routes render once for the first paint.
 */
export function PortalApp({
  initial,
  location,
}: {
  initial: Extract<InitialPage, { page: 'portal' }>;
  location?: string;
}) {
  const page = <PortalPage initial={initial} />;
  const routes = (
    <Routes>
      <Route path="/" element={page} />
      <Route path="/item/:itemSlug" element={page} />
      <Route path="/product/:productSlug" element={page} />
      <Route path="/product/:productSlug/:itemSlug" element={page} />
      <Route path="/verify" element={<VerifyPage initial={initial} />} />
      <Route path="*" element={page} />
    </Routes>
  );
  const basename = initial.basePath || '/';
  return location === undefined ? (
    <BrowserRouter basename={basename}>{routes}</BrowserRouter>
  ) : (
    <StaticRouter basename={basename} location={location}>
      {routes}
    </StaticRouter>
  );
}
